// The peer of login throughput: how many argon2id verifications per second this
// machine completes with `threads` threads hashing at once, at normal priority,
// with the production parameters (password_hash_bench, Google Benchmark). With as
// many threads as the server has hashing threads, it is the most logins per
// second that hashing alone would allow, measured on the same hardware.
import { execFileSync } from 'node:child_process';

export function measureHashRate(benchBinary, threads) {
  const output = execFileSync(benchBinary, [
    `--benchmark_filter=^BM_Argon2idVerify/real_time/threads:${threads}$`,
    '--benchmark_format=json', '--benchmark_min_time=2',
  ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const run = JSON.parse(output).benchmarks[0];
  if (!run || !(run.items_per_second > 0)) throw new Error(`no argon2id verify rate for ${threads} threads`);
  return run.items_per_second;  // all threads together
}
