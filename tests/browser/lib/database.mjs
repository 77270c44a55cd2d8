// The journeys' direct line to the database the servers use (DATABASE_URL, set
// by ci/run-journey.sh): to check what a page did, or to set up what no page
// can (an operator's SQL).
import { execFileSync } from 'node:child_process';

/** Runs one statement; its rows as psql's unaligned text (columns joined by "|"), trimmed. Throws on an SQL error. */
export function sql(statement) {
  return execFileSync('psql', ['-qXAt', '-v', 'ON_ERROR_STOP=1', process.env.DATABASE_URL, '-c', statement], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
