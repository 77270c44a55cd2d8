// Login storm (issue 5 targets): sealed logins from 2 x cores concurrent clients
// against the real server while a probe times a cheap endpoint. Reports login
// throughput as a ratio to the argon2id verify rate the server's hashing slots
// (PANALO_HASH_THREADS) can reach (measured in the same run by password_hash_bench: target >= 0.8),
// and the cheap endpoint's p99 during the storm as a ratio to its idle p99
// (target <= 1.5). Run through benchmarks/run-login-storm.sh.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { webcrypto } from 'node:crypto';
import { loadPanaloCrypto } from '../tests/interop/hpke/panalo-crypto-wasm.mjs';

const baseUrl = process.env.BASE_URL;
const account = process.env.LOGIN_ACCOUNT;
const password = process.env.LOGIN_PASSWORD;
const hashBench = process.env.PASSWORD_HASH_BENCH;
const hashThreads = Number(process.env.PANALO_HASH_THREADS);
const logins = Number(process.env.LOGINS ?? 120);
const clients = Number(process.env.CLIENTS ?? 2 * os.cpus().length);
if (!baseUrl || !account || !password || !hashBench || !(hashThreads > 0)) {
  throw new Error('BASE_URL, LOGIN_ACCOUNT, LOGIN_PASSWORD, PASSWORD_HASH_BENCH and PANALO_HASH_THREADS are required');
}

const random = (size) => webcrypto.getRandomValues(new Uint8Array(size));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timed(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

// Seal every body up front: the storm measures the server, not the client.
const crypto = await loadPanaloCrypto();
const key = (await (await fetch(`${baseUrl}/wps/system/encryption-key`)).json()).value;
const keyId = Uint8Array.from(Buffer.from(key.keyId, 'hex'));
const serverPublicKey = Uint8Array.from(Buffer.from(key.publicKey, 'base64url'));
const plaintext = new TextEncoder().encode(JSON.stringify({ type: 'username', username: account, password }));
const bodies = Array.from({ length: logins }, () => {
  const envelope = crypto.sealEnvelope({
    aeadId: 0x0003, serverPublicKey, keyId, method: 'POST', path: '/wps/session/login',
    issuedAt: Math.floor(Date.now() / 1000), requestId: random(16), sessionHash: null, plaintext, ikm: random(32),
  });
  return JSON.stringify({ sealed: Buffer.from(envelope).toString('base64url') });
});

const statusUrl = `${baseUrl}/wps/system/status`;
const idle = [];
for (let i = 0; i < 300; i++) idle.push((await timed(statusUrl)).ms);

const during = [];
let storming = true;
const probe = (async () => {
  while (storming) {
    during.push((await timed(statusUrl)).ms);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();

const loginLatencies = [];
let failures = 0;
let next = 0;
const stormStart = performance.now();
await Promise.all(Array.from({ length: clients }, async () => {
  while (next < bodies.length) {
    const body = bodies[next++];
    const result = await timed(`${baseUrl}/wps/session/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body,
    });
    if (result.status === 200) loginLatencies.push(result.ms);
    else failures += 1;
  }
}));
const stormSeconds = (performance.now() - stormStart) / 1000;
storming = false;
await probe;

const bench = JSON.parse(execFileSync(hashBench, ['--benchmark_filter=BM_Argon2idVerify', '--benchmark_format=json',
  '--benchmark_min_time=2'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const verifyMs = bench.benchmarks[0].real_time;
const hashRate = Math.min(hashThreads, os.cpus().length) * (1000 / verifyMs);
const loginRate = loginLatencies.length / stormSeconds;

console.log(`clients ${clients}, logins ${logins} (${failures} failed), hash threads ${hashThreads}, cores ${os.cpus().length}`);
console.log(`argon2id verify ${verifyMs.toFixed(1)} ms -> peer rate ${hashRate.toFixed(1)}/s`);
console.log(`login throughput ${loginRate.toFixed(1)}/s, ratio to hash rate ${(loginRate / hashRate).toFixed(2)} (target >= 0.8)`);
console.log(`login latency p50 ${percentile(loginLatencies, 50).toFixed(1)} ms, p99 ${percentile(loginLatencies, 99).toFixed(1)} ms`);
const idleP99 = percentile(idle, 99);
const stormP99 = percentile(during, 99);
console.log(`cheap endpoint p99 idle ${idleP99.toFixed(2)} ms, during storm ${stormP99.toFixed(2)} ms (${during.length} probes), ` +
  `ratio ${(stormP99 / idleP99).toFixed(2)} (target <= 1.5)`);
if (failures > 0) process.exit(1);
