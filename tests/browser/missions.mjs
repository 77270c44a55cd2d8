// Browser journey (issue 15 item 6, spec sections 2, 3, 6 and 7): the member
// center's missionLeaderboard page (a mission's progress from real bets, its
// claim and the header balance rising; the leaderboard per period with masked
// names) and the VIP bonus page, offered only to a VIP member (the label beside
// the name, the side-menu item, the upgrade bonus claimed once); the loading,
// empty and error states; both themes at 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/missions.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';

const PASSWORD = 'Correct-Horse-42';

// A mission of our own, so the journey does not depend on the demo's.
panaloctl('missions', 'set', 'JOURNEY_BETS', '--period', 'daily', '--goal', 'bet_count', '--target', '5',
  '--bonus', '12.34', '--turnover-multiple', '2', '--sort', '-1');
panaloctl('missions', 'text', 'JOURNEY_BETS', 'EN', '--title', 'Journey: five bets', '--description',
  'Place 5 bets today.');
panaloctl('missions', 'text', 'JOURNEY_BETS', 'TY', '--title', 'Journey: limang taya');
// VIP levels (the demo data has them too; these make the journey stand alone).
panaloctl('vip', 'level', 'set', '1', '--valid-bet', '1000', '--deposit', '500', '--upgrade-bonus', '8.00',
  '--weekly-bonus', '2.00', '--monthly-bonus', '10.00');
panaloctl('vip', 'level', 'text', '1', 'EN', '--label', 'Bronze', '--benefits', 'Weekly and monthly bonus.');
panaloctl('vip', 'level', 'set', '2', '--valid-bet', '10000', '--deposit', '2000', '--upgrade-bonus', '38.00');
panaloctl('vip', 'level', 'text', '2', 'EN', '--label', 'Silver');

async function signIn(account, width) {
  const { context, page } = await openAt('/', { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { context, page };
}

async function openPage(page, key) {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/member?page=${key}`);
  const panel = page.locator('.center-panel');
  await panel.waitFor({ timeout: STEP_TIMEOUT });
  await panel.locator('.missions__state').first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return panel;
}

async function headerBalance(page) {
  return (await page.locator('.app-header .header-balance__figure').innerText()).trim();
}

async function until(test, message) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await test())) {
    assert(Date.now() < deadline, message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  for (const width of [1440, 390]) {
    await check(`missions: progress from bets, claim once, the balance rises (${width} px)`, async () => {
      const account = uniqueName('mis');
      createMember(account, PASSWORD);
      panaloctl('bets', 'demo', account, '--count', '8', '--days', '0', '--seed', '5');
      const { context, page } = await signIn(account, width);
      await until(async () => (await headerBalance(page)) === '0.00', 'the header shows 0.00 first');

      const panel = await openPage(page, 'missionLeaderboard');
      const card = panel.locator('.mission-card', { hasText: 'Journey: five bets' });
      await card.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(card, 'Bets 8 / 5');
      const bar = card.getByRole('progressbar');
      assert((await bar.getAttribute('aria-valuenow')) === '100', 'the bar is full at 8 of 5 bets');
      await visibleText(card, 'Bonus 12.34 · 2× turnover');
      const claim = card.getByRole('button', { name: 'Claim' });
      assert(await claim.isEnabled(), 'a completed mission can be claimed');
      await shotInBothThemes(page, `missions-ready-${width}`);

      await claim.click();
      await panel.getByText('Journey: five bets: bonus 12.34 added to your wallet.').waitFor({ timeout: STEP_TIMEOUT });
      await until(async () => (await headerBalance(page)) === '12.34', 'the header balance rises by the bonus');
      await card.getByRole('button', { name: 'Claimed' }).waitFor({ timeout: STEP_TIMEOUT });
      assert(await card.getByRole('button', { name: 'Claimed' }).isDisabled(), 'a claimed mission is not offered again');
      await shotInBothThemes(page, `missions-claimed-${width}`);

      // The leaderboard: today's board holds this member's bets; the tabs move with the arrow keys.
      const tabs = panel.getByRole('tablist', { name: 'Leaderboard period' });
      await tabs.getByRole('tab', { name: 'Today' }).focus();
      await page.keyboard.press('ArrowRight');
      await tabs.getByRole('tab', { name: 'This week', selected: true }).waitFor({ timeout: STEP_TIMEOUT });
      const rows = panel.locator('.leaderboard__row');
      await rows.first().waitFor({ timeout: STEP_TIMEOUT });
      const names = await panel.locator('.leaderboard__name').allInnerTexts();
      assert(names.length > 0 && names.every((name) => name.includes('***')), `names are masked: ${names}`);
      assert(!names.includes(account), 'no account name in the clear');
      await visibleText(panel, /^Your place: #\d+ with /);
      await panel.locator('.leaderboard').evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await shotInBothThemes(page, `missions-leaderboard-${width}`);

      // Not a VIP: no label, no menu item.
      assert((await page.locator('.app-header .vip-label').count()) === 0, 'no VIP label before a level');
      assert((await page.locator('.center-menu').getByText('VIP bonus').count()) === 0, 'no VIP bonus page in the menu');
      await context.close();
    });
  }

  await check('VIP bonus page only for a VIP member; the upgrade bonus is paid once', async () => {
    for (const width of [1440, 390]) {
      const account = uniqueName('vip');
      createMember(account, PASSWORD);
      panaloctl('vip', 'member', 'set', account, '1');
      const { context, page } = await signIn(account, width);
      await page.locator('.app-header .vip-label').first().waitFor({ timeout: STEP_TIMEOUT });
      const panel = await openPage(page, 'vipBonus');
      await page.locator('.center-menu').getByRole('link', { name: 'VIP bonus' }).waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(panel, 'Your level: VIP1 Bronze');
      await visibleText(panel, 'Next: VIP2 Silver');
      const upgrade = panel.locator('.vip__bonus', { hasText: 'VIP1 upgrade bonus' });
      await upgrade.waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `vip-page-${width}`);
      await upgrade.getByRole('button', { name: 'Claim' }).click();
      await panel.getByText(/^Bonus 8\.00 added\. Wallet: /).waitFor({ timeout: STEP_TIMEOUT });
      await until(async () => (await panel.locator('.vip__bonus', { hasText: 'VIP1 upgrade bonus' }).count()) === 0,
        'the upgrade bonus is no longer offered');
      await until(async () => (await headerBalance(page)) === '8.00', 'the header balance rises by the bonus');
      await visibleText(panel, 'Claimed bonuses');
      await shotInBothThemes(page, `vip-claimed-${width}`);

      // The flag off: the page and its menu item go, the call refuses (translated).
      panaloctl('flags', 'set', 'VIP3', 'off');
      await page.reload();
      await panel.getByText('This function is not enabled', { exact: false }).first().waitFor({ timeout: STEP_TIMEOUT })
        .catch(async () => {
          const text = await panel.innerText();
          throw new Error(`expected the refusal, saw: ${text}`);
        });
      assert((await page.locator('.app-header .vip-label').count()) === 0, 'no VIP label with the flag off');
      panaloctl('flags', 'set', 'VIP3', 'on');
      await context.close();
    }
  });

  await check('missions page: loading, error and empty states', async () => {
    const account = uniqueName('misst');
    createMember(account, PASSWORD);
    const { context, page } = await signIn(account, 1440);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/missions?*', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'service_unavailable', message: 'busy' }),
      });
    });
    await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/member?page=missionLeaderboard`);
    const panel = page.locator('.center-panel');
    await panel.locator('.missions__state').first().waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'missions-loading');
    release();
    await visibleText(panel, 'The service is busy. Please try again in a moment.');
    await shotInBothThemes(page, 'missions-error');
    await page.unroute('**/wps/v2/missions?*');
    // With every mission hidden the page says so.
    const codes = panaloctl('missions', 'list')
      .split('\n').map((line) => line.trim().split(/\s+/)[1]).filter((code) => /^[A-Z0-9_-]+$/.test(code ?? ''));
    for (const code of codes) panaloctl('missions', 'disable', code);
    try {
      await panel.getByRole('button', { name: 'Try again' }).click();
      await visibleText(panel, 'No missions right now');
      await shotInBothThemes(page, 'missions-empty');
    } finally {
      for (const code of codes) panaloctl('missions', 'enable', code);
    }
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
