// The cheap-endpoint probe of the login storm, run as its own process so that the
// load generator's work never delays its timings: the idle baseline and the storm
// figure come from the same process doing the same thing. It times one GET at a
// time over one kept-alive connection, pausing 10 ms between requests, from each
// 'start' to the next 'stop', and answers each 'stop' with the latencies (ms).
// Usage: const probe = await startProbe(url); await probe.measure(); ...
// const latencies = await probe.collect(); probe.close().
import { fork } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

const pauseMs = 10;

export async function startProbe(url) {
  const child = fork(fileURLToPath(import.meta.url), [url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the probe exited (${code})`)));
  });
  await next();  // connected
  return {
    pid: child.pid,
    measure: async () => { child.send('start'); await next(); },
    collect: async () => { child.send('stop'); return (await next()).latencies; },
    close: () => child.disconnect(),
  };
}

async function serveProbe(url) {
  const client = new URL(url).protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () => new Promise((resolve, reject) => {
    const request = client.get(url, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
  let sampling = null;  // the latencies of the phase under way
  let finished = Promise.resolve();
  const run = async (latencies) => {
    while (sampling === latencies) {
      const start = performance.now();
      const status = await get();
      latencies.push(performance.now() - start);
      if (status !== 200) throw new Error(`probe got HTTP ${status}`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  process.on('message', async (message) => {
    if (message === 'start') {
      sampling = [];
      finished = run(sampling);
      process.send('started');
    } else if (message === 'stop') {
      const latencies = sampling;
      sampling = null;
      await finished;
      process.send({ latencies });
    }
  });
  process.on('disconnect', () => { agent.destroy(); process.exit(0); });
  await get();  // opens the connection: the samples time requests, not TCP setup
  process.send('ready');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serveProbe(process.argv[2]);
