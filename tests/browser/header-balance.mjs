// Browser journey (issue 13, spec section 2 Header balance): a member's main
// wallet in the header with 2 decimals through the wasm money rule, hidden with
// asterisks and shown again, refreshed after money arrives, and the loading and
// error states; both themes, desktop and phone widths, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/header-balance.mjs" bash ci/run-journey.sh
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

function grant(account, amount) {
  panaloctl('ledger', 'adjust', account, amount, '--key', uniqueName('journey-grant-'), '--memo', 'journey');
}

async function signIn(width) {
  const account = uniqueName('bal');
  createMember(account, PASSWORD);
  grant(account, '1234.56');
  const { context, page } = await openAt('/', { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { account, context, page, balance: page.locator('.app-header .header-balance') };
}

try {
  for (const width of [1440, 390]) {
    await check(`balance at ${width} px: 2 decimals, hide and show, refresh`, async () => {
      const { account, context, page, balance } = await signIn(width);
      await visibleText(balance, '1,234.56');
      await visibleText(balance, '\u20b1');
      // The whole header fits: nothing pushed past the right edge.
      const overflow = await page.evaluate(() => {
        const right = Math.max(...[...document.querySelectorAll('.app-header__actions > *')].map((e) => e.getBoundingClientRect().right));
        return { right, width: document.documentElement.clientWidth };
      });
      assert(overflow.right <= overflow.width, `the header overflows: ${JSON.stringify(overflow)}`);
      await shotInBothThemes(page, `header-balance-${width}`);

      await balance.getByRole('button', { name: 'Hide balance' }).click();
      await visibleText(balance, '****');
      assert((await balance.getByText('1,234.56').count()) === 0, 'the figure shows while hidden');
      await shotInBothThemes(page, `header-balance-hidden-${width}`);
      await balance.getByRole('button', { name: 'Show balance' }).click();
      await visibleText(balance, '1,234.56');

      grant(account, '0.44');
      const asked = page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/balance'));
      await balance.getByRole('button', { name: 'Refresh balance' }).click();
      assert((await asked).status() === 200, 'the refresh answered');
      await visibleText(balance, '1,235.00');
      await context.close();
    });
  }

  await check('balance loading and error states, both themes', async () => {
    const { context, page } = await openAt('/', { width: 1440 });
    const account = uniqueName('balerr');
    createMember(account, PASSWORD);
    // Hold the first answer (loading), then fail it (error).
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/wallets/balance', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'service_unavailable', message: 'busy' }),
      });
    });
    await loginThroughPopup(page, account, PASSWORD);
    await waitForLoggedInHeader(page);
    const balance = page.locator('.app-header .header-balance');
    await balance.getByText('Loading balance').waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'header-balance-loading');
    release();
    await balance
      .getByText('Balance unavailable. Press refresh to try again.')
      .waitFor({ state: 'attached', timeout: STEP_TIMEOUT * 2 });
    await shotInBothThemes(page, 'header-balance-error');
    await page.unroute('**/wps/v2/wallets/balance');
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    await visibleText(balance, '0.00');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
