// Reads what benchmarks/run-cluster.sh left in its runs folder (wrk outputs, CPU
// snapshots, nginx's upstream counts, the login storms' JSON reports), prints a
// markdown report and writes it, with the figures as JSON. The status route's
// peer is the better (higher req/s) of the two nginx runs on the static file, so
// a machine busy during one of them does not flatter the ratios. Exit status 4
// when a run saw failed requests.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [runs, reportMd, reportJson, connections, wrkThreads, seconds, statusBytes, cores, hashPerInstance,
  loadAtStart, loadAtEnd] = process.argv.slice(2);
const read = (name) => readFileSync(path.join(runs, name), 'utf8');

const toMs = (text) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[m[2]];
};
const instancePorts = Object.fromEntries(read('instance-ports.txt').trim().split('\n')
  .map((line) => line.split(' ')).map(([i, port]) => [`127.0.0.1:${port}`, Number(i)]));

function wrkRun(name) {
  const out = read(`wrk-${name}.txt`);
  const pick = (re) => {
    const m = re.exec(out);
    if (!m) throw new Error(`wrk-${name}.txt without ${re}:\n${out}`);
    return m[1];
  };
  const requests = Number(pick(/(\d+) requests in/));
  const before = JSON.parse(read(`wrk-${name}.cpu-before.json`));
  const after = JSON.parse(read(`wrk-${name}.cpu-after.json`));
  const [wrkUser, wrkSys] = read(`wrk-${name}.time`).trim().split(/\s+/).map(Number);
  const wallMs = (after.machine.total - before.machine.total) / Number(cores);
  const used = {
    wrk: (wrkUser + wrkSys) * 1000,
    nginx: after.nginx - before.nginx,
    instances: after.instances - before.instances,
    primary: after.primary - before.primary,
    replica: after.replica - before.replica,
  };
  const ours = Object.values(used).reduce((a, b) => a + b, 0);
  used.others = Math.max(0, after.machine.busy - before.machine.busy - ours);
  // Requests per upstream: "-" is nginx answering itself (the file), else an instance.
  const upstreams = {};
  for (const line of read(`wrk-${name}.upstreams`).trim().split('\n').filter(Boolean)) {
    const [address, count] = line.split(' ');
    const key = address === '-' ? 'nginx' : instancePorts[address] ? `instance ${instancePorts[address]}` : address;
    upstreams[key] = (upstreams[key] ?? 0) + Number(count);
  }
  const socketErrors = /Socket errors: (.*)/.exec(out);
  return {
    name, requests,
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: toMs(pick(/\n\s+50%\s+(\S+)/)),
    p99Ms: toMs(pick(/\n\s+99%\s+(\S+)/)),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors[1] : '',
    load: read(`wrk-${name}.load`).trim().split('\n').map(Number),
    cpuCores: Object.fromEntries(Object.entries(used).map(([k, ms]) => [k, Number((ms / wallMs).toFixed(2))])),
    cpuUsPerRequest: Object.fromEntries(Object.entries(used).map(([k, ms]) => [k, Number(((ms * 1000) / requests).toFixed(1))])),
    upstreams,
  };
}

const peers = [wrkRun('peer-1'), wrkRun('peer-2')];
const peer = peers.reduce((best, run) => (run.rps > best.rps ? run : best));
const status = { 1: wrkRun('status-1'), 2: wrkRun('status-2') };
const storms = {};
for (const n of [1, 2]) {
  const file = path.join(runs, `storm-${n}.json`);
  storms[n] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (storms[n]) storms[n].load = read(`storm-${n}.load`).trim();
}

const thousands = (x, digits = 0) => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (x) => `${x.toFixed(2)} ms`;
const failedRuns = [...peers, ...Object.values(status)].filter((run) => run.non2xx > 0 || run.socketErrors);
const failedStorms = Object.entries(storms).filter(([, s]) => !s || s.failed > 0);
const date = new Date().toISOString().replace('T', ' ').slice(0, 16);

const lines = [];
lines.push(`# Cluster benchmark (through nginx, TLS), ${date} UTC`);
lines.push('');
lines.push(`${cores} cores shared by everything (wrk or the storm's client, nginx, 2 instances, PostgreSQL primary and ` +
  `replica). Load average at the start ${loadAtStart}, at the end ${loadAtEnd}. wrk -c${connections} ` +
  `-t${wrkThreads} -d${seconds}s, HTTP/1.1 kept alive over TLS; status body ${statusBytes} bytes.`);
lines.push('');
lines.push('| configuration | req/s (logins/s) | p99 | ratio to the peer: rate (p99) |');
lines.push('|---|---|---|---|');
lines.push(`| peer: the same nginx serving a ${statusBytes}-byte JSON file (better of 2 runs: ` +
  `${peers.map((run) => thousands(run.rps)).join(' / ')} req/s) | ${thousands(peer.rps)} | ${ms(peer.p99Ms)} | 1 (1) |`);
for (const n of [1, 2]) {
  const run = status[n];
  lines.push(`| GET /wps/system/status, ${n} instance${n > 1 ? 's' : ''} | ${thousands(run.rps)} | ${ms(run.p99Ms)} | ` +
    `${(run.rps / peer.rps).toFixed(3)} (p99 ${(run.p99Ms / peer.p99Ms).toFixed(1)}x the peer's) |`);
}
for (const n of [1, 2]) {
  const s = storms[n];
  if (!s) { lines.push(`| login storm, ${n} instance${n > 1 ? 's' : ''} | failed | | |`); continue; }
  lines.push(`| login storm (sealed), ${n} instance${n > 1 ? 's' : ''} | ${s.loginRate.toFixed(1)} | ${s.loginP99.toFixed(1)} ms | ` +
    `${s.throughputRatio.toFixed(2)} of argon2id verify with ${s.peerThreads} thread${s.peerThreads > 1 ? 's' : ''} ` +
    `(${s.peerRate.toFixed(1)}/s) |`);
}
lines.push('');
lines.push('Where the CPU went during each wrk run (cores busy on average; us per request):');
lines.push('');
lines.push('| run | req/s | wrk | nginx | instances | PostgreSQL primary | replica | others | requests by upstream | load |');
lines.push('|---|---|---|---|---|---|---|---|---|---|');
for (const run of [peers[0], status[2], status[1], peers[1]]) {
  const cell = (k) => `${run.cpuCores[k]} (${run.cpuUsPerRequest[k]})`;
  const ups = Object.entries(run.upstreams).sort().map(([k, v]) => `${k}: ${thousands(v)}`).join(', ');
  lines.push(`| ${run.name} | ${thousands(run.rps)} | ${cell('wrk')} | ${cell('nginx')} | ${cell('instances')} | ` +
    `${cell('primary')} | ${cell('replica')} | ${cell('others')} | ${ups} | ${run.load.join(' -> ')} |` +
    (run.non2xx || run.socketErrors ? ` FAILED: non-2xx ${run.non2xx} ${run.socketErrors}` : ''));
}
lines.push('');
lines.push('Login storms (CPU ms per login; cheap endpoint = GET /wps/system/status probe through nginx):');
lines.push('');
lines.push('| instances | logins | storm | login p50 / p99 | instances | nginx | PostgreSQL | client | other programs | cheap p99 idle -> storm | load after |');
lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
for (const n of [1, 2]) {
  const s = storms[n];
  if (!s) continue;
  const c = s.cpuPerLoginMs;
  lines.push(`| ${n} | ${s.logins}${s.failed ? ` (${s.failed} FAILED)` : ''} | ${s.stormSeconds.toFixed(1)} s | ` +
    `${s.loginP50.toFixed(1)} / ${s.loginP99.toFixed(1)} ms | ${c.server.toFixed(1)} | ${(c.nginx ?? 0).toFixed(1)} | ${c.postgres.toFixed(1)} | ` +
    `${c.client.toFixed(1)} | ${(100 * s.otherProgramsShare).toFixed(0)}% | ${s.idleP99.toFixed(2)} -> ${s.stormP99.toFixed(2)} ms | ${s.load} |`);
}
if (failedRuns.length || failedStorms.length) {
  lines.push('');
  lines.push(`**Failures:** ${[...failedRuns.map((run) => run.name), ...failedStorms.map(([n]) => `storm-${n}`)].join(', ')}`);
}
const markdown = `${lines.join('\n')}\n`;
writeFileSync(reportMd, markdown);
writeFileSync(reportJson, `${JSON.stringify({
  date, cores: Number(cores), connections: Number(connections), wrkThreads: Number(wrkThreads), seconds: Number(seconds),
  statusBytes: Number(statusBytes), hashThreadsPerInstance: Number(hashPerInstance), loadAtStart, loadAtEnd,
  peer: peer.name, peers, status, storms,
}, null, 2)}\n`);
process.stdout.write(markdown);
process.exit(failedRuns.length || failedStorms.length ? 4 : 0);
