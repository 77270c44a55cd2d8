// One reading of the CPU used so far by named groups of process trees, and by
// the whole machine, for benchmarks/run-cluster.sh (taken before and after each
// wrk run: the difference says where the run's CPU went).
// Usage: node benchmarks/lib/cpu-snapshot.mjs nginx=PID instances=PID,PID ...
// Prints {"nginx": ms, "instances": ms, ..., "machine": {"busy": ms, "total": ms}}.
import { machineCpuMs, processTreeCpuMs } from './cpu-meter.mjs';

const snapshot = {};
for (const argument of process.argv.slice(2)) {
  const [name, list = ''] = argument.split('=');
  const pids = list.split(',').filter(Boolean).map(Number);
  snapshot[name] = pids.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
}
snapshot.machine = machineCpuMs();
console.log(JSON.stringify(snapshot));
