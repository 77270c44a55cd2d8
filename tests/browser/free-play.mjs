// Browser journey (issue 5): free play against the real server. With FREEPLAY3 on, "Free play" starts a trial session: a trial badge
// in the header, the member center refused with in_need_true_account, the
// favourite filter refused the same way, and no member-only call is made.
//
//   PANALO_JOURNEYS="tests/browser/free-play.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import { assertNoSeriousViolations, openAt, panaloctl, shot, visibleText } from './lib/account-helpers.mjs';

const MEMBER_ONLY = ['/wps/member/info/icon', '/wps/relay/CSP_unreadCount', '/wps/member/info/funds/consolidated', '/wps/v2/wallets/balance'];

async function startFreePlay(page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login/freeplay'));
  const inHeader = page.locator('.app-header').getByRole('button', { name: 'Free play' });
  if (await inHeader.isVisible()) await inHeader.click();
  else {
    // Phones: the header has no room for it; the login popup offers it.
    await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log in to Panalo' }).getByRole('button', { name: 'Free play' }).click();
  }
  assert((await answer).status() === 200, `free play answered ${(await answer).status()}`);
  await page.locator('.app-header .trial-badge').waitFor({ timeout: STEP_TIMEOUT });
}

try {
  await check('free play is hidden while FREEPLAY3 is off', async () => {
    panaloctl('flags', 'set', 'FREEPLAY3', 'off');
    const { context, page } = await openAt('/');
    await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    assert((await page.getByRole('button', { name: 'Free play' }).count()) === 0, 'free play shown with the flag off');
    await context.close();
  });

  panaloctl('flags', 'set', 'FREEPLAY3', 'on');

  await check('free play starts a trial session: badge, home, no member-only calls', async () => {
    const { context, page } = await openAt('/help');
    const calls = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await startFreePlay(page);
    await page.waitForURL((url) => url.pathname === '/');
    await visibleText(page.locator('.app-header'), 'Trial');
    const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('token'), isTrial: sessionStorage.getItem('isTrial') }));
    assert(stored.token && stored.isTrial === 'true', `session storage: ${JSON.stringify(stored)}`);
    await page.reload();
    await page.locator('.app-header .trial-badge').waitFor();
    await page.waitForLoadState('networkidle');
    const forbidden = calls.filter((p) => MEMBER_ONLY.includes(p));
    assert(forbidden.length === 0, `trial made member-only calls: ${forbidden.join(', ')}`);
    await context.close();
  });

  await check('trial: member center refused with in_need_true_account, menu without member items', async () => {
    const { context, page } = await openAt('/');
    await startFreePlay(page);
    await page.goto(page.url().replace(/\/$/, '/member?page=depositv2'));
    const notice = page.getByRole('dialog', { name: 'Real account needed' });
    await visibleText(notice, 'Please log in with a real account to use this feature');
    assert(new URL(page.url()).pathname === '/', `stayed on ${page.url()}`);
    await assertNoSeriousViolations(page);
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.locator('.avatar-menu__button').click();
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    assert(!items.some((i) => /My account|Betting record|Platform messages/.test(i)), `trial menu: ${items.join(' | ')}`);
    assert(items.some((i) => i.includes('Sign out')), 'trial menu has no sign out');
    await page.keyboard.press('Escape');
    await context.close();
  });

  await check('trial: the favourite filter asks for a real account', async () => {
    const { context, page } = await openAt('/');
    await startFreePlay(page);
    await page.goto(page.url().replace(/\/$/, '/rng'));
    // The vendor menu's Favourite filter (each game tile also has a "Favourite: <name>" toggle).
    await page.getByRole('group', { name: 'Provider' }).getByRole('button', { name: 'Favourite', exact: true }).click();
    await page.getByRole('dialog', { name: 'Real account needed' }).waitFor();
    await context.close();
  });

  for (const width of [1440, 390]) {
    await check(`trial header at ${width} px: axe clean, screenshot`, async () => {
      const { context, page } = await openAt('/', { width });
      await startFreePlay(page);
      await assertNoSeriousViolations(page);
      await shot(page, `trial-header-${width}-dark`);
      await context.close();
    });
  }
} finally {
  try {
    panaloctl('flags', 'set', 'FREEPLAY3', 'off');
  } catch {
    // The database may be gone already; nothing to restore then.
  }
  await browser.close();
}
finish();
