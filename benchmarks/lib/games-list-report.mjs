// Reads the wrk runs of benchmarks/run-games-list.sh (one JSON object each),
// prints the figures and the ratios to nginx, and writes the report file.
// The peer of each route is the better of its two nginx runs (before and after
// the server's), so a machine busy during one of them does not flatter the ratio.
// Exit status 3 when a target is missed (ratio >= 0.5 and p99 <= 10 ms for the
// games list), 4 when a run saw errors.
import { writeFileSync } from 'node:fs';

const [reportFile, listPath, listBytes, statusBytes, connections, seconds, ...runs] = process.argv.slice(2);
const byName = Object.fromEntries(runs.map((text) => JSON.parse(text)).map((run) => [run.name, run]));
const targets = { ratio: 0.5, p99Ms: 10 };

const routes = {};
let failed = false;
let missed = false;
for (const [route, path, bytes] of [['list', listPath, listBytes], ['status', '/wps/system/status', statusBytes]]) {
  const server = byName[`${route}-server`];
  const nginxRuns = [byName[`${route}-nginx-1`], byName[`${route}-nginx-2`]];
  const peer = nginxRuns.reduce((best, run) => (run.rps > best.rps ? run : best));
  const ratio = Number((server.rps / peer.rps).toFixed(3));
  routes[route] = { path, bytes: Number(bytes), ratio, server, nginx: nginxRuns, peer: peer.name };
  for (const run of [server, ...nginxRuns]) {
    if (run.non2xx > 0 || run.socketErrors) failed = true;
  }
  const line = (run) =>
    `${run.name.padEnd(15)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${run.p50Ms.toFixed(2)} ms  ` +
    `p99 ${run.p99Ms.toFixed(2)} ms  CPU ${run.cpuUsPerRequest} us/req (${run.serverCpuCores} cores)  ` +
    `wrk ${run.wrkCpuCores} cores  others ${run.otherCpuCores} cores  load ${run.loadBefore}->${run.loadAfter}` +
    (run.non2xx ? `  NON-2XX ${run.non2xx}` : '') + (run.socketErrors ? `  socket errors: ${run.socketErrors}` : '');
  console.log(`${route === 'list' ? 'games list' : 'status'} ${path} (${bytes} bytes)`);
  for (const run of [nginxRuns[0], server, nginxRuns[1]]) console.log(`  ${line(run)}`);
  console.log(`  ratio server/nginx ${ratio}`);
  if (route === 'list') missed = ratio < targets.ratio || server.p99Ms > targets.p99Ms;
}
const report = {
  connections: Number(connections),
  seconds: Number(seconds),
  targets,
  met: !missed && !failed,
  routes,
};
writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`games list target (ratio >= ${targets.ratio}, p99 <= ${targets.p99Ms} ms): ${missed ? 'NOT met' : 'met'}` +
            (failed ? '; some requests FAILED' : ''));
process.exit(failed ? 4 : missed ? 3 : 0);
