// First-paint weight of the home page, and proof that the sealing module is not
// part of it. Loads BASE_URL/ cold in Debian's Chromium, counts every response
// until the load event and network idle, then opens the login dialog (which
// fetches the sealing module) to say what first paint would weigh with it.
// Also walks the built index chunk's static imports: the module may only be
// reachable through a dynamic import().
//
//   BASE_URL=http://127.0.0.1:PORT node benchmarks/first-paint.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../ui/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const distDir = path.resolve(here, process.env.UI_DIST ?? '../ui/dist');
const asJson = process.argv.includes('--json');
const CRYPTO_FILE = /\/panalo_crypto-[^/]*\.(wasm|js)$/;
const TIMEOUT = 20_000;

/** Files the built index.html loads before any dynamic import runs. */
function staticGraph() {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(distDir, file), 'utf8');
    // Static forms only: `import {..} from "./x.js"` and `import "./x.js"`; import(...) is not followed.
    for (const m of source.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  const context = await browser.newContext();  // fresh profile: cold cache
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (e) => byId.set(e.requestId, { url: e.request.url, bytes: 0, done: false }));
  cdp.on('Network.loadingFinished', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) Object.assign(entry, { bytes: e.encodedDataLength, done: true, id: e.requestId });
  });

  const started = Date.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  const firstPaintMs = Date.now() - started;
  const firstPaint = [...byId.values()].filter((r) => r.done);
  const firstPaintIds = new Set(firstPaint.map((r) => r.id));

  // Gzip estimate of each body, for a deployment behind a compressing proxy.
  const gzipOf = async (entry) => {
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: entry.id });
      return zlib.gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
    } catch {
      return entry.bytes;
    }
  };

  // Open the login dialog: that is when the sealing module is meant to arrive.
  await page.locator('.app-header .button--ghost').click();
  const deadline = Date.now() + TIMEOUT;
  const cryptoArrived = () => [...byId.values()].some((r) => r.done && /\/panalo_crypto-[^/]*\.wasm$/.test(new URL(r.url).pathname));
  while (!cryptoArrived() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (!cryptoArrived()) throw new Error('opening the login dialog did not fetch the sealing module');
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  // The module's own files plus the chunks only it pulled in (its `env` shim).
  const cryptoFiles = [...byId.values()].filter(
    (r) => r.done && !firstPaintIds.has(r.id) && /\.(js|wasm)$/.test(new URL(r.url).pathname),
  );

  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  const sumGzip = async (list) => (await Promise.all(list.map(gzipOf))).reduce((a, b) => a + b, 0);
  const name = (r) => new URL(r.url).pathname;
  const graph = staticGraph();
  const result = {
    baseUrl,
    firstPaintMs,
    firstPaintRequests: firstPaint.length,
    firstPaintBytes: sum(firstPaint),
    firstPaintGzipBytes: await sumGzip(firstPaint),
    wasmOnFirstPaint: firstPaint.map(name).filter((n) => n.endsWith('.wasm')),
    cryptoOnFirstPaint: firstPaint.map(name).filter((n) => CRYPTO_FILE.test(n)),
    cryptoFiles: cryptoFiles.map((r) => ({ file: name(r), bytes: r.bytes })),
    cryptoBytes: sum(cryptoFiles),
    cryptoGzipBytes: await sumGzip(cryptoFiles),
    staticIndexGraph: graph,
    cryptoInStaticGraph: graph.filter((file) => /panalo_crypto/.test(file)),
  };
  result.firstPaintWithCryptoBytes = result.firstPaintBytes + result.cryptoBytes;
  result.firstPaintWithCryptoGzipBytes = result.firstPaintGzipBytes + result.cryptoGzipBytes;

  if (asJson) {
    console.log(JSON.stringify(result));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    const rows = [
      ['', 'as served', 'gzip -9 estimate'],
      ['first paint (home, cold, load + network idle)', kb(result.firstPaintBytes), kb(result.firstPaintGzipBytes)],
      ['sealing module files (fetched when login opens)', kb(result.cryptoBytes), kb(result.cryptoGzipBytes)],
      ['first paint if the module were on it', kb(result.firstPaintWithCryptoBytes), kb(result.firstPaintWithCryptoGzipBytes)],
    ];
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
    console.log(`home page ${baseUrl}/: ${result.firstPaintRequests} requests, load + idle after ${result.firstPaintMs} ms`);
    for (const row of rows) console.log(`  ${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2].padStart(widths[2])}`);
    console.log(`  wasm fetched on first paint: ${result.wasmOnFirstPaint.join(', ') || 'none'}`);
    console.log(`  sealing module files: ${result.cryptoFiles.map((f) => `${f.file} (${f.bytes} B)`).join(', ')}`);
    console.log(`  static import graph of index.html: ${graph.join(', ')}`);
  }
  const onPath = result.cryptoOnFirstPaint.length > 0 || result.cryptoInStaticGraph.length > 0;
  if (onPath) console.error(`FAIL: the sealing module is on the first-paint path: ${[...result.cryptoOnFirstPaint, ...result.cryptoInStaticGraph].join(', ')}`);
  else console.log('  the sealing module is not on the first-paint path (network and static imports agree)');
  process.exitCode = onPath ? 1 : 0;
} finally {
  await browser.close();
}
