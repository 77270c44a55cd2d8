// Wallet transfers against the real server (issue 13, tests and measurements):
// CLIENTS concurrent clients, each a member of its own with a session, move 1.00
// between the main wallet and the PG wallet and back (POST
// /wps/relay/GCS_walletTransfer, a fresh idempotency key each), one request at a
// time over a kept-alive connection, for MEASURE_SECONDS after WARMUP_SECONDS. Prints one
// JSON object: transfers per second (answered 200) and the latency percentiles
// (ms) of those transfers. Every other answer counts as a failure and is reported.
// Run through benchmarks/run-wallet-transfers.sh, which compares it with pgbench.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const env = process.env;
const baseUrl = env.BASE_URL;
const tokens = readFileSync(env.TOKENS_FILE, 'utf8').split('\n').filter(Boolean);
const seconds = Number(env.MEASURE_SECONDS ?? 20);
const warmupSeconds = Number(env.WARMUP_SECONDS ?? 3);
if (!baseUrl || tokens.length === 0) throw new Error('BASE_URL and TOKENS_FILE (one session token a line) are required');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });

function transfer(token, body) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.request(`${baseUrl}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body),
                 Authorization: `Bearer ${token}` },
    }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ ms: performance.now() - start, status: response.statusCode,
                                         body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const latencies = [];
let failures = 0;
let firstFailure = '';
let measuring = false;
let stopped = false;

async function client(index) {
  const token = tokens[index];
  for (let i = 0; !stopped; i++) {
    const body = JSON.stringify({ transferType: i % 2 === 0 ? 'in' : 'out', vendor: 'PG', amount: '1.00',
                                  idempotencyKey: `bench-${process.pid}-${index}-${i}` });
    const counted = measuring;
    const result = await transfer(token, body);
    if (!counted || !measuring) continue;  // only requests that started and ended inside the window
    if (result.status === 200) {
      latencies.push(result.ms);
    } else {
      failures++;
      firstFailure ||= `${result.status} ${result.body.slice(0, 200)}`;
    }
  }
}

const running = tokens.map((_, index) => client(index));
await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
measuring = true;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
measuring = false;
const elapsed = (performance.now() - started) / 1000;
stopped = true;
await Promise.all(running);
agent.destroy();

const sorted = [...latencies].sort((a, b) => a - b);
console.log(JSON.stringify({
  clients: tokens.length,
  seconds: Number(elapsed.toFixed(2)),
  transfers: latencies.length,
  transfersPerSecond: Number((latencies.length / elapsed).toFixed(1)),
  p50Ms: Number(percentile(sorted, 50).toFixed(2)),
  p99Ms: Number(percentile(sorted, 99).toFixed(2)),
  maxMs: Number(sorted[sorted.length - 1].toFixed(2)),
  failures,
  firstFailure,
}));
