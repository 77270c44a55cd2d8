// The cheap-endpoint probe of the login storm, run as its own process so that the
// load generator's work never delays its timings: the idle baseline and the storm
// figure come from the same process doing the same thing. It times one GET at a
// time over one kept-alive connection, pausing PROBE_PAUSE_MS between requests,
// until the parent sends 'stop'; then it sends back every latency (ms) and exits.
// Usage from the parent: startProbe(url) ... await probe.stop().
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const pauseMs = 10;

export function startProbe(url) {
  const child = fork(fileURLToPath(import.meta.url), [url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started = new Promise((resolve) => child.once('message', resolve));
  return {
    started,
    stop() {
      return new Promise((resolve, reject) => {
        child.once('message', (message) => resolve(message.latencies));
        child.once('error', reject);
        child.send('stop');
      });
    },
  };
}

async function probeUntilStopped(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let stopping = false;
  process.on('message', (message) => { if (message === 'stop') stopping = true; });
  const get = () => new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
  await get();  // opens the connection: the samples time requests, not TCP setup
  process.send('started');
  while (!stopping) {
    const start = performance.now();
    const status = await get();
    latencies.push(performance.now() - start);
    if (status !== 200) throw new Error(`probe got HTTP ${status}`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  agent.destroy();
  process.send({ latencies }, () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await probeUntilStopped(process.argv[2]);
