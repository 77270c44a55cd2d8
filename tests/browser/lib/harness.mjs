// What every browser journey shares: Debian's Chromium via playwright-core,
// axe-core, named checks that print "ok - name" / "not ok - name: reason", and
// the closing "N passed, N failed" line ci/test.sh adds up.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const require = createRequire(new URL('../../../ui/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const here = path.dirname(fileURLToPath(import.meta.url));
export const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const screenshotDir = path.resolve(here, process.env.SCREENSHOT_DIR ?? '../../../build/screenshots');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const STEP_TIMEOUT = 15_000;
fs.mkdirSync(screenshotDir, { recursive: true });

const results = [];

export async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`ok - ${name}`);
  } catch (error) {
    const reason = String(error?.message ?? error).split('\n')[0];
    results.push({ name, ok: false });
    console.log(`not ok - ${name}: ${reason}`);
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until the boot cover is gone and the shell (or a status page) is drawn. */
export async function waitForApp(page) {
  await page.waitForSelector('.loading-cover.is-hidden', { state: 'attached', timeout: STEP_TIMEOUT });
  await page.waitForSelector('.app-header, .agent-bar, .status-page', { timeout: STEP_TIMEOUT });
}

/**
 * Waits until the page is at rest for a screenshot: web fonts loaded and no CSS
 * transition or animation running (each one's end is an event, not a guess).
 */
export async function settled(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity;
    await Promise.all(document.getAnimations().filter(finite).map((a) => a.finished.catch(() => {})));
  });
}

export async function seriousAxeViolations(page) {
  // Axe judges colours as drawn: a transition still running (a dialog fading in, a
  // button taking its focus colours a frame after focus moves there) shows colours
  // in between. Two frames let such transitions start; then wait for them to end.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settled(page);
  // Evaluated over the DevTools protocol, not as an inline <script>: the server's
  // CSP (script-src 'self') rightly blocks inline scripts, and we test under it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0]?.target }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(list) {
  return list.map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${JSON.stringify(v.target)})`).join('; ');
}

export const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});


/** Prints the closing count line and exits non-zero when a check failed. */
export function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
