// What every browser journey shares: Debian's Chromium via playwright-core,
// axe-core, named checks that print "ok - name" / "not ok - name: reason", and
// the closing "N passed, N failed" line ci/test.sh adds up.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const require = createRequire(
  new URL("../../../ui/package.json", import.meta.url),
);
const { chromium } = require("playwright-core");
const axeSource = fs.readFileSync(
  require.resolve("axe-core/axe.min.js"),
  "utf8",
);

const here = path.dirname(fileURLToPath(import.meta.url));
export const baseUrl = (
  process.env.BASE_URL ?? "http://127.0.0.1:8080"
).replace(/\/$/, "");
export const screenshotDir = path.resolve(
  here,
  process.env.SCREENSHOT_DIR ?? "../../../build/screenshots",
);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const STEP_TIMEOUT = 15_000;
fs.mkdirSync(screenshotDir, { recursive: true });

const results = [];

export async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`ok - ${name}`);
  } catch (error) {
    const lines = String(error?.message ?? error).split("\n");
    results.push({ name, ok: false });
    console.log(`not ok - ${name}: ${lines[0]}`);
    // What it waited for (Playwright's call log), and a picture of each open page.
    for (const line of lines
      .filter((l) => /waiting for|locator resolved/.test(l))
      .slice(0, 3)) {
      console.log(`#   ${line.trim()}`);
    }
    await shootOpenPages(name);
  }
}

async function shootOpenPages(checkName) {
  const slug = checkName.replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
  let n = 0;
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      const file = path.join(screenshotDir, `failed-${slug}-${n++}.png`);
      try {
        await page.screenshot({ path: file, timeout: 5000 });
        console.log(
          `#   picture of ${page.url()}: ${path.relative(process.cwd(), file)}`,
        );
      } catch {
        // A page that closed or cannot be drawn has no picture; the failure is told already.
      }
    }
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until the boot cover is gone and the shell (or a status page) is drawn. */
export async function waitForApp(page) {
  await page.waitForSelector(".loading-cover.is-hidden", {
    state: "attached",
    timeout: STEP_TIMEOUT,
  });
  await page.waitForSelector(".app-header, .agent-bar, .status-page", {
    timeout: STEP_TIMEOUT,
  });
}

/**
 * Waits until the page is at rest for a screenshot: web fonts loaded and no CSS
 * transition or animation running (each one's end is an event, not a guess).
 */
export async function settled(page) {
  const stuck = await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = (a) =>
      a.playState === "running" &&
      a.effect?.getComputedTiming().endTime !== Infinity;
    const running = document.getAnimations().filter(finite);
    // Bounded: an animation that does not end in 10 s is reported, not waited for.
    const ended = await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => {}))).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (ended) return [];
    const describe = (a) =>
      `${a.transitionProperty ?? a.animationName} on ${a.effect?.target?.getAttribute?.("class") ?? a.effect?.target?.tagName} (${a.playState}, ${Math.round(a.currentTime)} of ${a.effect?.getComputedTiming().endTime} ms)`;
    return running.filter((a) => a.playState === "running").map(describe);
  });
  if (stuck.length > 0) console.log(`# settled: still running after 10 s: ${stuck.join("; ")}`);
}

/**
 * Waits until the page's layout has stopped moving: its height and the footer's
 * place unchanged for `quietMs`. A page that fills in section by section (the
 * home page asks for each category separately) moves everything below while it
 * does; axe measuring colours then can pair a text with a box that has since
 * moved over or away from it. Gives up quietly after `maxMs` (a page that never
 * settles is the journey's to catch).
 */
export async function layoutAtRest(
  page,
  { quietMs = 1000, maxMs = 10_000 } = {},
) {
  const moving = await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const shape = () =>
          `${document.documentElement.scrollHeight}:${document.querySelector("footer")?.getBoundingClientRect().top ?? ""}`;
        let last = shape();
        let since = started;
        // Timers, not animation frames: a page Chromium stops drawing for a
        // while gets no frames, and the journey must not wait on it for ever.
        const look = () => {
          const now = performance.now();
          const current = shape();
          if (current !== last) [last, since] = [current, now];
          if (now - since >= quietMs) resolve("");
          else if (now - started >= maxMs) resolve(current);
          else setTimeout(look, 50);
        };
        setTimeout(look, 50);
      }),
    { quietMs, maxMs },
  );
  if (moving) console.log(`# layout still moving after ${maxMs} ms (height:footer ${moving})`);
}

async function axeOnce(page) {
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ["violations"] });
    // axe's own message names the colours and the ratio it measured, so a failure
    // seen only in CI can be understood from its log.
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      target: v.nodes[0]?.target,
      message: v.nodes[0]?.any?.[0]?.message,
    }));
  });
  return result.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
}

export async function seriousAxeViolations(page) {
  // Axe judges colours as drawn: a transition still running (a dialog fading in, a
  // button taking its focus colours a frame after focus moves there) shows colours
  // in between. Two frames let such transitions start; then wait for them to end.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000); // no frames at all: go on (see settled)
      }),
  );
  await settled(page);
  // Evaluated over the DevTools protocol, not as an inline <script>: the server's
  // CSP (script-src 'self') rightly blocks inline scripts, and we test under it.
  if (!(await page.evaluate(() => "axe" in window)))
    await page.evaluate(axeSource);
  const first = await axeOnce(page);
  if (first.length === 0) return first;
  // A run takes a second or more on a long page, and the page goes on living
  // meanwhile (sections arriving, a query answered); on a busy machine axe has
  // been seen pairing one theme's text colour with the other's background on
  // nodes whose colours are right. A real defect is still there a moment later;
  // only what both runs find counts, and what vanished is printed for the record.
  await layoutAtRest(page, { quietMs: 500, maxMs: 5000 });
  await settled(page);
  const second = await axeOnce(page);
  const seenAgain = new Set(second.map((v) => v.id));
  const vanished = first.filter((v) => !seenAgain.has(v.id));
  if (vanished.length > 0)
    console.log(`# axe: gone on a second run: ${describeViolations(vanished)}`);
  return second.filter((v) => first.some((f) => f.id === v.id));
}

export function describeViolations(list) {
  const said = (v) => (v.message ? `: ${v.message}` : "");
  return list
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${JSON.stringify(v.target)}${said(v)})`,
    )
    .join("; ");
}

export const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // A site behind TLS with a self-signed certificate (ci/run-journey.sh in
    // cluster mode): accept that one certificate, by its key, and no other.
    ...(process.env.PANALO_TLS_SPKI
      ? [`--ignore-certificate-errors-spki-list=${process.env.PANALO_TLS_SPKI}`]
      : []),
  ],
});

/** Prints the closing count line and exits non-zero when a check failed. */
export function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
