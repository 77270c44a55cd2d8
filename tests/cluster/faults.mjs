// Faults against the production shape (issue 18), through nginx, with real
// load: sealed logins and wallet transfers from several members at once.
//   1. kill -9 one API instance under load: nginx moves the traffic to the
//      other; only requests in flight at that moment may fail; nothing
//      acknowledged is lost.
//   2. rolling restart (drain in nginx, SIGTERM, start, ready, back) of every
//      instance under load: no request fails at all.
//   3. restart PostgreSQL under load: the pools recover without restarting the
//      instances (same processes), nothing acknowledged is lost.
//   4. stop the replica: reads that may lag fall back to the primary (every
//      read answers), and the instances say so in /metrics; start it again.
// After each: every acknowledged transfer is in the ledger exactly once, and
// the ledger balances (panaloctl ledger trial-balance).
// Prints one "ok"/"not ok" line per check, the fault table, and "N passed, N failed".
// Run by ci/cluster-faults.sh, which starts a cluster of its own.
import { execFileSync } from 'node:child_process';
import { startMoneyLoad } from './lib/money-load.mjs';
import { sql } from '../browser/lib/database.mjs';

const env = process.env;
const baseUrl = env.BASE_URL;
const ctl = (...args) => execFileSync('bash', [env.CLUSTER_SCRIPT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const pgScript = (...args) => execFileSync('bash', [env.PG_SCRIPT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const instanceUrls = env.INSTANCE_URLS.split(',');
const members = env.MEMBERS.split(',').map((entry) => {
  const [account, password] = entry.split(':');
  return { account, password };
});

let passed = 0;
let failed = 0;
const table = [];
function check(ok, name, detail = '') {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'ok' : 'not ok'} - ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

const isFailure = (record) => record.status === 0 || record.status >= 500;
// Attempts a client sends again by itself (money-load.mjs): not failures, and reported apart.
const finalAttempts = (records) => records.filter((r) => !r.closedBeforeAnswer);

// Every acknowledged transfer is in the ledger once (its idempotency claim
// names a journal), and the ledger balances.
function ledgerChecks(load, fault) {
  const keys = load.acknowledged.map((a) => a.key);
  const found = keys.length === 0 ? 0 : Number(sql(
    `SELECT count(*) FROM wallet_requests WHERE journal_id IS NOT NULL AND idempotency_key = ANY(ARRAY[${
      keys.map((k) => `'${k}'`).join(',')}])`));
  const lost = keys.length - found;
  check(lost === 0, `${fault}: every acknowledged transfer is in the ledger`, `${keys.length} acknowledged, ${found} found`);
  let balanced = true;
  try {
    execFileSync(env.PANALOCTL, ['ledger', 'trial-balance'], { env: { ...env }, stdio: 'pipe' });
  } catch {
    balanced = false;
  }
  check(balanced, `${fault}: the ledger balances (trial balance)`);
  return lost;
}

async function underLoad(fault, act) {
  const load = await startMoneyLoad({ baseUrl, members });
  await sleep(3000);  // warm: sessions made, connections kept alive
  const before = load.records.length;
  const at = performance.now();
  const outstandingAtFault = load.outstanding();
  const result = await act(load);
  await sleep(3000);
  await load.stop();
  const records = finalAttempts(load.records.slice(before));
  const inFlight = records.filter((r) => r.startedAt < at && r.endedAt >= at);
  const startedAfter = records.filter((r) => r.startedAt >= at);
  return { load, records, inFlight, startedAfter, outstandingAtFault, result, at };
}

function statusSummary(records) {
  const counts = {};
  for (const r of records) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return Object.entries(counts).map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`).join(', ');
}

function metricsOf(url) {
  return execFileSync('curl', ['-fsS', `${url}/metrics`], { encoding: 'utf8' });
}

// 1. kill -9 one instance.
{
  const fault = 'kill -9 instance 1';
  const run = await underLoad(fault, async () => { ctl('kill-instance', '1'); });
  const failures = run.records.filter(isFailure);
  const lateFailures = run.startedAfter.filter(isFailure);
  check(run.startedAfter.length > 20, `${fault}: load went on after the kill`, `${run.startedAfter.length} requests`);
  check(lateFailures.length === 0, `${fault}: no request sent after the kill failed`, statusSummary(lateFailures));
  check(failures.length <= run.outstandingAtFault,
        `${fault}: failures no more than the requests in flight`, `${failures.length} failed, ${run.outstandingAtFault} in flight`);
  const lost = ledgerChecks(run.load, fault);
  table.push([fault, `${run.records.length} requests; ${failures.length} failed, all in flight at the kill (${run.outstandingAtFault}); ${statusSummary(run.records)}`, lost]);
  ctl('restart-instance', '1');
}

// 2. Rolling restart.
{
  const fault = 'rolling restart of every instance';
  const pidsBefore = ctl('pids').trim();
  const run = await underLoad(fault, async () => { ctl('rolling-restart'); });
  const failures = run.records.filter((r) => r.status !== 200);
  check(ctl('pids').trim() !== pidsBefore, `${fault}: the instances are new processes`);
  check(run.records.length > 50, `${fault}: load ran through it`, `${run.records.length} requests`);
  check(failures.length === 0, `${fault}: no request failed`, statusSummary(failures) || 'all 200');
  const lost = ledgerChecks(run.load, fault);
  table.push([fault, `${run.records.length} requests, ${statusSummary(run.records)}; ${run.load.keepAliveRetries()} sent again on a new connection after an nginx reload closed an idle kept-alive one`, lost + failures.length]);
}

// 3. Restart PostgreSQL (the primary).
{
  const fault = 'restart PostgreSQL primary';
  const pidsBefore = ctl('pids').trim();
  let restartMs = 0;
  const run = await underLoad(fault, async () => {
    const started = performance.now();
    pgScript('restart', env.PRIMARY_DIR);
    restartMs = performance.now() - started;
  });
  // A second after the restart has finished, every request works again.
  const afterRecovery = run.startedAfter.filter((r) => r.startedAt > run.at + restartMs + 1000);
  const duringRestart = run.startedAfter.filter((r) => !afterRecovery.includes(r));
  check(ctl('pids').trim() === pidsBefore, `${fault}: the instances were not restarted`);
  check(afterRecovery.length > 20 && afterRecovery.every((r) => r.status === 200),
        `${fault}: the pools recovered (every request after it answered 200)`, statusSummary(afterRecovery));
  const lost = ledgerChecks(run.load, fault);
  table.push([fault, `restart took ${Math.round(restartMs)} ms; during it ${statusSummary(duringRestart)}; after it ${statusSummary(afterRecovery)}`, lost]);
}

// 4. Stop the replica: reads fall back to the primary.
{
  const fault = 'stop the replica';
  const reads = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      for (const path of ['/wps/system/helpCenter?lang=EN&device=android', '/wps/support/news?lang=EN']) {
        const answer = await fetch(`${baseUrl}${path}`).then((r) => r.status, () => 0);
        reads.push({ path, status: answer, at: performance.now() });
      }
    }
  })();
  await sleep(1500);
  const usedBefore = instanceUrls.map((url) => /panalo_db_replica_in_use 1/.test(metricsOf(url)));
  const stoppedAt = performance.now();
  pgScript('stop', env.REPLICA_DIR);
  await sleep(4000);
  const usedAfter = instanceUrls.map((url) => /panalo_db_replica_in_use 0/.test(metricsOf(url)));
  reading = false;
  await reader;
  const afterStop = reads.filter((r) => r.at > stoppedAt);
  check(usedBefore.every(Boolean), `${fault}: before it, the instances read lagging data from the replica`);
  check(afterStop.length > 10 && afterStop.every((r) => r.status === 200),
        `${fault}: every read after the stop answered (from the primary)`, `${afterStop.length} reads; ${statusSummary(afterStop)}`);
  check(usedAfter.every(Boolean), `${fault}: the instances report the replica out of use`);
  pgScript('start', env.REPLICA_DIR);
  table.push([fault, `${afterStop.length} reads after the stop, ${statusSummary(afterStop)}; /metrics replica_in_use 1 -> 0`, 0]);
}

console.log('\n| fault | what was seen | requests lost |\n|---|---|---|');
for (const [fault, seen, lost] of table) console.log(`| ${fault} | ${seen} | ${lost} |`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
