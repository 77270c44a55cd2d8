// Browser journey (issue 13 item 6, spec section 2 Member center pages): the
// account record, betting record, profit and loss, bonus details and manual
// rebate pages of a member with data (seeded with panaloctl: a house
// adjustment, a bonus, demo bets, rebate rates) and of one without, at desktop
// and phone widths, both themes, axe clean; filters, paging, a rebate claim,
// and the loading and error states.
//
//   PANALO_JOURNEYS="tests/browser/member-records.mjs" bash ci/run-journey.sh
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

panaloctl('ledger', 'vendors', 'set', 'PG', 'PG Soft');
panaloctl('ledger', 'vendors', 'set', 'JDB', 'JDB Gaming');
panaloctl('rebates', 'rates', 'set', '--category', 'LIVE', '1');
panaloctl('rebates', 'rates', 'set', '--category', 'RNG', '0.5');
panaloctl('rebates', 'rates', 'set', '--vendor', 'JDB', '0.8');

function memberWithData() {
  const account = uniqueName('rec');
  createMember(account, PASSWORD);
  panaloctl('ledger', 'adjust', account, '1500.00', '--key', uniqueName('journey-grant-'), '--memo', 'journey');
  panaloctl('bonuses', 'grant', account, '88.00', '--reason', 'Welcome bonus', '--key', uniqueName('journey-bonus-'),
    '--turnover-multiple', '5');
  // Over the two vendors the filters below pick from (the catalogue has dozens).
  panaloctl('bets', 'demo', account, '--count', '30', '--days', '0', '--seed', '11', '--vendor', 'PG', '--vendor', 'JDB');
  return account;
}

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
  // Every loading line gone (bonusDetails has two lists, each with its own).
  await panel.locator('.records__loading').first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  // On a phone the menu comes first: bring the page itself into the picture.
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return panel;
}

/** Polls `test` until it holds (a list keeps its last page on screen while it asks for the next). */
async function until(test, message) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await test())) {
    assert(Date.now() < deadline, message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  for (const width of [1440, 390]) {
    await check(`record pages with data at ${width} px`, async () => {
      const account = memberWithData();
      const { context, page } = await signIn(account, width);

      let panel = await openPage(page, 'transactionHistory');
      await visibleText(panel, 'Account record');
      await visibleText(panel, '+1,500.00');
      await visibleText(panel, '+88.00');
      await visibleText(panel, '1,588.00');
      await shotInBothThemes(page, `records-account-${width}`);
      await panel.getByLabel('Type').selectOption('bonus');
      await until(async () => (await panel.getByText('+1,500.00').count()) === 0, 'the type filter keeps only bonuses');
      await visibleText(panel, '+88.00');
      await panel.getByLabel('From').fill('2020-01-01');
      await panel.getByLabel('To').fill('2020-01-02');
      await visibleText(panel, 'No records');

      panel = await openPage(page, 'personalHistoryCopy');
      await visibleText(panel, 'Page 1 of 3');
      const firstRows = await panel.locator('tbody tr').count();
      assert(firstRows === 10, `10 bets on a page, saw ${firstRows}`);
      await shotInBothThemes(page, `records-bets-${width}`);
      await panel.getByRole('button', { name: 'Next' }).click();
      await visibleText(panel, 'Page 2 of 3');
      await panel.getByLabel('Game vendor').selectOption('JDB');
      const vendorCells = panel.locator('tbody tr td:nth-child(2)');
      await until(async () => {
        const vendors = await vendorCells.allInnerTexts();
        return vendors.length > 0 && vendors.every((text) => text.startsWith('JDB Gaming'));
      }, 'the vendor filter keeps only JDB bets');

      panel = await openPage(page, 'personalProfit');
      await visibleText(panel, 'Settled bets');
      await visibleText(panel, 'Profit and loss');
      await panel.getByRole('button', { name: 'This month' }).click();
      await panel.getByRole('button', { name: 'Yesterday' }).click();
      await visibleText(panel, 'No records');
      await panel.getByRole('button', { name: 'Today' }).click();
      await visibleText(panel, 'Settled bets');
      await shotInBothThemes(page, `records-profit-${width}`);

      panel = await openPage(page, 'bonusDetails');
      await visibleText(panel, 'Welcome bonus');
      await visibleText(panel, '×5');
      await shotInBothThemes(page, `records-bonus-${width}`);

      panel = await openPage(page, 'manualRebate');
      await visibleText(panel, 'Rebate available');
      const claim = panel.getByRole('button', { name: 'Claim rebate' });
      assert(await claim.isEnabled(), 'the claim button is enabled with a rebate available');
      await shotInBothThemes(page, `records-rebate-${width}`);
      await claim.click();
      await panel.getByText(/^Rebate of .* added to your wallet$/).waitFor({ timeout: STEP_TIMEOUT });
      await panel.getByText(/^Claimed this period: /).waitFor({ timeout: STEP_TIMEOUT });
      assert(await claim.isDisabled(), 'a second claim in the period is not offered');
      await shotInBothThemes(page, `records-rebate-claimed-${width}`);
      panel = await openPage(page, 'transactionHistory');
      await visibleText(panel.locator('tbody'), 'Rebate');
      await context.close();
    });

    await check(`record pages without data at ${width} px`, async () => {
      const account = uniqueName('recnone');
      createMember(account, PASSWORD);
      const { context, page } = await signIn(account, width);
      for (const key of ['transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails']) {
        const panel = await openPage(page, key);
        await visibleText(panel, 'No records');
        await shotInBothThemes(page, `records-empty-${key}-${width}`);
      }
      const panel = await openPage(page, 'manualRebate');
      await visibleText(panel, 'Play games to earn a rebate on your valid bets.');
      assert(await panel.getByRole('button', { name: 'Claim rebate' }).isDisabled(), 'nothing to claim');
      await shotInBothThemes(page, `records-empty-manualRebate-${width}`);
      await context.close();
    });
  }

  await check('record pages: loading and error states', async () => {
    const account = uniqueName('recerr');
    createMember(account, PASSWORD);
    const { context, page } = await signIn(account, 1440);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/bets?*', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'service_unavailable', message: 'busy' }),
      });
    });
    await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/member?page=personalHistoryCopy`);
    const panel = page.locator('.center-panel');
    await panel.locator('.records__loading').waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'records-loading');
    release();
    await visibleText(panel, 'The service is busy. Please try again in a moment.');
    await shotInBothThemes(page, 'records-error');
    await page.unroute('**/wps/v2/bets?*');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visibleText(panel, 'No records');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
