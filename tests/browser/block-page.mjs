// Browser journey: the block page (spec sections 2 and 8). The operator blocks
// the visitor's IP range, the page says so with the visitor IP and a
// customer-service button; a temporary lock (ip_locks) shows the info_ip_block
// text; lifting each restores the app. With no customer-service URL set, the
// button comes from GET /wps/system/customerService. Maintenance is covered by
// status-pages.mjs.
//
//   ci/run-journey.sh with PANALO_JOURNEYS=tests/browser/block-page.mjs
import path from 'node:path';
import { assert, baseUrl, browser, check, describeViolations, finish, screenshotDir, seriousAxeViolations, settled, waitForApp } from './lib/harness.mjs';
import { axeClean, newPage } from './lib/auth-steps.mjs';
import { ctl } from './lib/operator.mjs';
import { sql } from './lib/database.mjs';

const RANGE = '127.0.0.0/8';
const IP = '127.0.0.1';

async function openHome(width = 1440, theme = 'dark') {
  const { context, page } = await newPage(browser, { width, theme });
  await page.goto(`${baseUrl}/`);
  await waitForApp(page);
  return { context, page };
}

async function assertBlockPage(page, reason, text) {
  await page.locator('.status-page').waitFor();
  assert((await page.locator('.app-header').count()) === 0, 'the app shell is still drawn');
  assert((await page.locator('.status-page__ip').getAttribute('data-block-reason')) === reason, `block reason is not ${reason}`);
  assert((await page.locator('.status-page__ip-value').textContent())?.trim() === IP, 'visitor IP not shown');
  assert(text.test(await page.locator('.status-page__card').textContent()), `the page does not say ${text}`);
  // Drawn once the core wasm module has judged the link (the shared link rule).
  await page.locator('.status-page__cs').first().waitFor({ state: 'visible' });
}

try {
  await check('blocking the IP range shows the IP block page; removing it restores the app', async () => {
    const { context, page } = await openHome();
    assert(await page.locator('.app-header').isVisible(), 'the app is not shown before the block');
    ctl('block', 'ip', 'add', RANGE);
    await page.reload();
    await waitForApp(page);
    await assertBlockPage(page, 'ip', /your IP address/i);
    await axeClean(page, seriousAxeViolations, describeViolations);
    for (const [width, theme] of [
      [390, 'dark'],
      [390, 'light'],
      [1440, 'dark'],
      [1440, 'light'],
    ]) {
      const shot = await openHome(width, theme);
      await shot.page.locator('.status-page').waitFor();
      await settled(shot.page);
      await shot.page.screenshot({ path: path.join(screenshotDir, `block-ip-${width}-${theme}.png`), fullPage: true });
      await shot.context.close();
    }
    ctl('block', 'ip', 'remove', RANGE);
    await page.reload();
    await waitForApp(page);
    assert(await page.locator('.app-header').isVisible(), 'the app did not come back');
    await context.close();
  });

  await check('a temporary IP lock shows the info_ip_block text; unlocking restores the app', async () => {
    sql(`INSERT INTO ip_locks (ip, locked_until, reason) VALUES ('${IP}', now() + interval '10 minutes', 'journey')
         ON CONFLICT (ip) DO UPDATE SET locked_until = EXCLUDED.locked_until`);
    const { context, page } = await openHome(390, 'light');
    await assertBlockPage(page, 'ip_locked', /temporarily locked/i);
    await axeClean(page, seriousAxeViolations, describeViolations);
    await page.screenshot({ path: path.join(screenshotDir, 'block-ip-locked-390-light.png'), fullPage: true });
    ctl('block', 'unlock', IP);
    await page.reload();
    await waitForApp(page);
    assert(await page.locator('.app-header').isVisible(), 'the app did not come back');
    await context.close();
  });

  await check('without a customer-service URL the button comes from the customer-service list', async () => {
    const saved = ctl('settings', 'list')
      .split('\n')
      .find((line) => line.startsWith('site.customer_service_url '));
    ctl('settings', 'set', 'site.customer_service_url', '""');
    const title = `Journey help ${Date.now()}`;
    ctl('cs', 'add', 'telegram', title, 'https://t.me/panalo_journey');
    try {
      ctl('block', 'ip', 'add', RANGE);
      const { context, page } = await openHome();
      await page.locator('.status-page').waitFor();
      const link = page.locator('.status-page__cs-list a', { hasText: title });
      await link.waitFor();
      assert((await link.getAttribute('href')) === 'https://t.me/panalo_journey', 'the list entry does not lead to its path');
      await page.screenshot({ path: path.join(screenshotDir, 'block-ip-cs-list-1440-dark.png'), fullPage: true });
      await context.close();
    } finally {
      ctl('block', 'ip', 'remove', RANGE);
      if (saved) ctl('settings', 'set', 'site.customer_service_url', saved.slice('site.customer_service_url '.length));
    }
  });
} finally {
  // Never leave the journey server blocked for the journeys after this one.
  for (const undo of [
    () => ctl('block', 'ip', 'remove', RANGE),
    () => ctl('block', 'unlock', IP),
  ]) {
    try {
      undo();
    } catch {
      // already lifted
    }
  }
  await browser.close();
}
finish();
