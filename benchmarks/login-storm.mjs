// Login storm: sealed (HPKE) logins from 2 x cores concurrent clients against the
// real server while a probe times a cheap endpoint (GET /wps/system/status).
// Targets:
//  - login throughput / argon2id verify rate >= 0.8. The peer is measured in the
//    same run (before and after the storm; the higher rate is used) by
//    password_hash_bench with as many threads as the server hashes with
//    (PANALO_HASH_THREADS, at most the cores), at normal priority: the rate this
//    hardware reaches hashing with that many threads and nothing else to do.
//  - cheap endpoint p99 during the storm / its idle p99 <= 1.5. Both come from
//    the same probe process with the same pacing (lib/status-probe.mjs); the
//    idle phase lasts IDLE_SECONDS, the storm about STORM_SECONDS (LOGINS
//    defaults to the peer rate x STORM_SECONDS). No sample is dropped.
// It also says where each login's CPU went, how much of the machine other
// programs took meanwhile and, from the server's request log (SERVER_LOG), how
// long the server itself took over the probe's requests, so that the probe's
// figures can be split into server time and the rest (client, kernel, waiting
// for a CPU). Run through benchmarks/run-login-storm.sh (one server) or
// benchmarks/run-cluster.sh (through the cluster's nginx: BASE_URL https://...,
// NODE_EXTRA_CA_CERTS the cluster's certificate, SERVER_PID and POSTGRES_PID
// comma-separated lists: the instances, the primary and the replica; NGINX_PID
// the edge's master, whose CPU is then counted apart from "other programs").
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { webcrypto } from 'node:crypto';
import { loadPanaloCrypto } from '../tests/interop/hpke/panalo-crypto-wasm.mjs';
import { machineCpuMs, processTreeCpuMs } from './lib/cpu-meter.mjs';
import { measureHashRate } from './lib/hash-peer.mjs';
import { startProbe } from './lib/status-probe.mjs';

const env = process.env;
const baseUrl = env.BASE_URL;
const hashThreads = Number(env.PANALO_HASH_THREADS);
// Process trees whose CPU is counted together: "123" or "123,456".
const pidList = (text) => String(text ?? '').split(',').filter(Boolean).map(Number);
const serverPids = pidList(env.SERVER_PID);
const postgresPids = pidList(env.POSTGRES_PID);
const treesCpuMs = (pids) => pids.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
// Optional: a TLS edge in front of the server (nginx's master; its workers are its children).
const nginxPids = pidList(env.NGINX_PID);
const cores = os.cpus().length;
const clients = Number(env.CLIENTS ?? 2 * cores);
const idleSeconds = Number(env.IDLE_SECONDS ?? 20);
const stormSecondsWanted = Number(env.STORM_SECONDS ?? 25);
const validPids = (pids) => pids.length > 0 && pids.every((pid) => pid > 0);
if (!baseUrl || !env.LOGIN_ACCOUNT || !env.LOGIN_PASSWORD || !env.PASSWORD_HASH_BENCH || !(hashThreads > 0) ||
    !validPids(serverPids) || !validPids(postgresPids)) {
  throw new Error('BASE_URL, LOGIN_ACCOUNT, LOGIN_PASSWORD, PASSWORD_HASH_BENCH, PANALO_HASH_THREADS, SERVER_PID ' +
                  'and POSTGRES_PID are required');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value, digits = 1) => value.toFixed(digits);

// Plain node:http (node:https for an https BASE_URL) with kept-alive
// connections: cheaper per request than fetch, so the load generator takes as
// little CPU from the server as it can.
const client = new URL(baseUrl).protocol === 'https:' ? https : http;
const agent = new client.Agent({ keepAlive: true, maxSockets: clients });
function post(path, body) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = client.request(`${baseUrl}${path}`, {
      method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve({ ms: performance.now() - start, status: response.statusCode }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const peerThreads = Math.min(hashThreads, cores);
const peerBefore = measureHashRate(env.PASSWORD_HASH_BENCH, peerThreads);
const logins = Number(env.LOGINS ?? Math.ceil(peerBefore * stormSecondsWanted));

// Idle baseline: the probe alone, the server doing nothing else.
const statusUrl = `${baseUrl}/wps/system/status`;
const probe = await startProbe(statusUrl);
await probe.measure();
await sleep(idleSeconds * 1000);
const idle = await probe.collect();

// Seal every body up front (after the idle phase, so none is older than the
// server's clock-skew limit when sent): the storm measures the server, not the
// client's sealing.
const crypto = await loadPanaloCrypto();
const key = (await (await fetch(`${baseUrl}/wps/system/encryption-key`)).json()).value;
const keyId = Uint8Array.from(Buffer.from(key.keyId, 'hex'));
const serverPublicKey = Uint8Array.from(Buffer.from(key.publicKey, 'base64url'));
const plaintext = new TextEncoder().encode(
  JSON.stringify({ type: 'username', username: env.LOGIN_ACCOUNT, password: env.LOGIN_PASSWORD }));
const random = (size) => webcrypto.getRandomValues(new Uint8Array(size));
const bodies = Array.from({ length: logins }, () => {
  const envelope = crypto.sealEnvelope({
    aeadId: 0x0003, serverPublicKey, keyId, method: 'POST', path: '/wps/session/login',
    issuedAt: Math.floor(Date.now() / 1000), requestId: random(16), sessionHash: null, plaintext, ikm: random(32),
  });
  return JSON.stringify({ sealed: Buffer.from(envelope).toString('base64url') });
});

await probe.measure();
const cpuBefore = {
  server: treesCpuMs(serverPids), postgres: treesCpuMs(postgresPids), nginx: treesCpuMs(nginxPids),
  client: process.cpuUsage(),
  machine: machineCpuMs(),
};
const loginLatencies = [];
const failures = new Map();
let next = 0;
const stormStart = performance.now();
await Promise.all(Array.from({ length: clients }, async () => {
  while (next < bodies.length) {
    const result = await post('/wps/session/login', bodies[next++]);
    if (result.status === 200) loginLatencies.push(result.ms);
    else failures.set(result.status, (failures.get(result.status) ?? 0) + 1);
  }
}));
const stormSeconds = (performance.now() - stormStart) / 1000;
const clientCpu = process.cpuUsage(cpuBefore.client);
const cpu = {
  server: treesCpuMs(serverPids) - cpuBefore.server,
  postgres: treesCpuMs(postgresPids) - cpuBefore.postgres,
  client: (clientCpu.user + clientCpu.system) / 1000,
};
if (nginxPids.length > 0) cpu.nginx = treesCpuMs(nginxPids) - cpuBefore.nginx;
const machine = machineCpuMs();
const machineBusy = machine.busy - cpuBefore.machine.busy;
const machineTotal = machine.total - cpuBefore.machine.total;
const during = await probe.collect();
probe.close();
agent.destroy();
const peerAfter = measureHashRate(env.PASSWORD_HASH_BENCH, peerThreads);

// The probe's requests are the last status requests in the server's log, in
// order: the one that opened the connection, then the idle phase's, then the
// storm's (one connection, one request at a time). Earlier ones waited for the
// server to start.
function serverSideMs() {
  if (!env.SERVER_LOG) return null;
  const durations = readFileSync(env.SERVER_LOG, 'utf8').split('\n')
    .filter((line) => line.includes('"path":"/wps/system/status"'))
    .map((line) => JSON.parse(line).durationMs);
  const probed = 1 + idle.length + during.length;
  if (durations.length < probed) return null;
  const mine = durations.slice(-probed);
  return { idle: mine.slice(1, 1 + idle.length), storm: mine.slice(1 + idle.length) };
}
const serverSide = serverSideMs();

const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
const peerRate = Math.max(peerBefore, peerAfter);
const loginRate = loginLatencies.length / stormSeconds;
const throughputRatio = loginRate / peerRate;
const idleP99 = percentile(idle, 99);
const stormP99 = percentile(during, 99);
const probeRatio = stormP99 / idleP99;
// The probe process is not measured: it runs in both phases alike.
const ours = cpu.server + cpu.postgres + cpu.client + (cpu.nginx ?? 0);
const others = Math.max(0, machineBusy - ours);
const perLogin = (ms) => fixed(ms / Math.max(1, loginLatencies.length), 2);

console.log(`clients ${clients}, logins ${logins} (${failed} failed${failed ? ': ' + JSON.stringify(Object.fromEntries(failures)) : ''}), ` +
  `storm ${fixed(stormSeconds)} s, hash threads ${hashThreads}, cores ${cores}`);
console.log(`peer: argon2id verify rate with ${peerThreads} thread(s) ${fixed(peerRate)}/s ` +
  `(before the storm ${fixed(peerBefore)}/s, after ${fixed(peerAfter)}/s; the higher is used)`);
console.log(`login throughput ${fixed(loginRate)}/s, ratio to the peer ${fixed(throughputRatio, 2)} (target >= 0.8)`);
console.log(`login latency p50 ${fixed(percentile(loginLatencies, 50))} ms, p99 ${fixed(percentile(loginLatencies, 99))} ms`);
console.log(`cheap endpoint p50 idle ${fixed(percentile(idle, 50), 2)} ms, during storm ${fixed(percentile(during, 50), 2)} ms`);
console.log(`cheap endpoint p99 idle ${fixed(idleP99, 2)} ms (${idle.length} probes), during storm ${fixed(stormP99, 2)} ms ` +
  `(${during.length} probes), ratio ${fixed(probeRatio, 2)} (target <= 1.5)`);
if (serverSide) {
  console.log(`cheap endpoint inside the server (request log): p99 idle ${fixed(percentile(serverSide.idle, 99), 2)} ms, ` +
    `during storm ${fixed(percentile(serverSide.storm, 99), 2)} ms`);
}
console.log(`CPU per login: server ${perLogin(cpu.server)} ms, PostgreSQL ${perLogin(cpu.postgres)} ms, ` +
  (cpu.nginx === undefined ? '' : `nginx ${perLogin(cpu.nginx)} ms, `) +
  `load generator ${perLogin(cpu.client)} ms; other programs used ${fixed((100 * others) / machineTotal, 0)}% ` +
  `of the machine during the storm`);

if (env.REPORT_FILE) {
  writeFileSync(env.REPORT_FILE, JSON.stringify({
    clients, logins, failed, stormSeconds, hashThreads, cores, peerThreads, peerBefore, peerAfter, peerRate, loginRate,
    throughputRatio, loginP50: percentile(loginLatencies, 50), loginP99: percentile(loginLatencies, 99),
    idleProbes: idle.length, stormProbes: during.length, idleP99, stormP99, probeRatio,
    serverSideIdleP99: serverSide && percentile(serverSide.idle, 99),
    serverSideStormP99: serverSide && percentile(serverSide.storm, 99),
    cpuPerLoginMs: Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, ms / Math.max(1, loginLatencies.length)])),
    otherProgramsShare: others / machineTotal,
  }, null, 2) + '\n');
}
if (failed > 0) process.exit(1);
