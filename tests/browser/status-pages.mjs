// Browser journey for the pages shown instead of the app: maintenance (system
// status 1) and region-restricted (status 2, with the visitor IP). The operator
// switches the status with panaloctl, as in production.
//
//   PANALOCTL=build/native/api/panaloctl DATABASE_URL=... BASE_URL=... node tests/browser/status-pages.mjs
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  assert,
  baseUrl,
  browser,
  check,
  describeViolations,
  finish,
  screenshotDir,
  seriousAxeViolations,
  settled,
  waitForApp,
} from './lib/harness.mjs';

const panaloctl = process.env.PANALOCTL;
if (!panaloctl) throw new Error('PANALOCTL must name the panaloctl binary (ci/run-journey.sh sets it)');

function setSystemStatus(status) {
  execFileSync(panaloctl, ['status', 'set', status], { stdio: 'pipe' });
}

function setCustomerServiceUrl(url) {
  execFileSync(panaloctl, ['settings', 'set', 'site.customer_service_url', JSON.stringify(url)], { stdio: 'pipe' });
}
const DEMO_CUSTOMER_SERVICE_URL = 'mailto:support@panalo.example';

async function openAs(width, theme) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: theme });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/member`);
  await waitForApp(page);
  return { context, page };
}

try {
  for (const [status, name] of [
    ['maintenance', 'maintenance'],
    ['region-restricted', 'region'],
  ]) {
    setSystemStatus(status);
    await check(`${name} page replaces the app on every route`, async () => {
      const { context, page } = await openAs(1440, 'dark');
      assert(await page.locator('.status-page').isVisible(), 'no status page');
      assert((await page.locator('.app-header').count()) === 0, 'the app shell is still drawn');
      const button = page.locator('.status-page__cs');
      // Drawn once the core wasm module has judged the link (the shared link rule).
      await button.waitFor({ state: 'visible' });
      assert((await button.getAttribute('href')) === 'mailto:support@panalo.example', 'button does not lead to customer service');
      if (name === 'region') {
        assert((await page.locator('.status-page__ip-value').textContent())?.trim() === '127.0.0.1', 'visitor IP not shown');
      }
      const violations = await seriousAxeViolations(page);
      assert(violations.length === 0, describeViolations(violations));
      await context.close();
    });
    // The server has always stored /a/path links; the page used to drop them.
    // Both sides now run the one shared link rule (the page through wasm).
    await check(`${name} page offers an operator's /help link`, async () => {
      setCustomerServiceUrl('/help');
      try {
        const { context, page } = await openAs(1440, 'light');
        const button = page.locator('.status-page__cs');
        await button.waitFor({ state: 'visible' });
        assert((await button.getAttribute('href')) === '/help', `the link leads to ${await button.getAttribute('href')}`);
        await context.close();
      } finally {
        setCustomerServiceUrl(DEMO_CUSTOMER_SERVICE_URL);
      }
    });
    await check(`${name} page: the server refuses a scheme-relative link`, async () => {
      let refused = false;
      try {
        setCustomerServiceUrl('//evil.example/help');
      } catch {
        refused = true;
      }
      assert(refused, 'panaloctl stored //evil.example/help');
    });
    for (const [width, theme] of [
      [390, 'light'],
      [1440, 'dark'],
      [1440, 'light'],
    ]) {
      await check(`screenshot ${name}-${width}-${theme}`, async () => {
        const { context, page } = await openAs(width, theme);
        await settled(page);
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}-${theme}.png`), fullPage: true });
        await context.close();
      });
    }
  }
  setSystemStatus('normal');
  await check('normal status brings the app back', async () => {
    const { context, page } = await openAs(1440, 'dark');
    assert(await page.locator('.app-header').isVisible(), 'the app is not back');
    await context.close();
  });
} finally {
  setSystemStatus('normal');
  setCustomerServiceUrl(DEMO_CUSTOMER_SERVICE_URL);
  await browser.close();
}
finish();
