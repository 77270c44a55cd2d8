// Browser journey (issue 13 items 4 and 9, page depositv2): a member picks one
// of the operator's payment channels, the browser refuses amounts outside the
// money rule and the channel's range without asking the server, the member
// requests a deposit (In Process), the operator approves it with panaloctl,
// and the header balance and the deposit list show it. The member's own
// deposit limits: a first limit and a decrease apply at once, an increase waits
// 24 hours, as the API answers. Loading, empty and error states; both themes,
// 390 and 1440 px; axe clean.
//
//   PANALO_JOURNEYS="tests/browser/deposit.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  assertNoSeriousViolations,
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { addChannel, openMemberPage, pickChannel, pendingDepositOf } from './lib/payment-steps.mjs';

const PASSWORD = 'Correct-Horse-42';

const bank = addChannel('bank_transfer', 'Journey Bank', 'BDO 0012-3456-7890 Panalo Inc.', '100.00', '50000.00');
const wallet = addChannel('e_wallet', 'Journey GCash', 'GCash 0917 555 0101', '100.00', '20000.00');
addChannel('crypto', 'Journey USDT', 'TQ7x9v3cP1fJ8mKdYbq2Lr5sWnE4uHa6Zt', '500.00', '100000.00');

async function signedInAt(width, theme = 'dark') {
  const account = uniqueName('dep');
  createMember(account, PASSWORD);
  const { context, page } = await openAt('/', { width, theme });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { account, context, page };
}

function depositPosts(page) {
  const posts = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/deposits') posts.push(r);
  });
  return posts;
}

try {
  await check('deposit: pick a channel, refused amounts stay in the browser, request, operator approves', async () => {
    const { account, context, page } = await signedInAt(1440);
    const posts = depositPosts(page);
    const panel = await openMemberPage(page, 'depositv2', 'Deposit');
    const list = panel.getByRole('region', { name: 'My deposit requests' });
    await visibleText(list, 'No deposits yet');
    await visibleText(panel, 'Bank transfer');
    await visibleText(panel, 'Crypto address');
    await shotInBothThemes(page, 'deposit-empty-1440');

    await pickChannel(panel, wallet);
    await visibleText(panel, 'GCash 0917 555 0101');
    await visibleText(panel, 'From 100.00 to 20,000.00');
    const amount = panel.getByRole('textbox', {
      name: 'Amount',
      exact: true,
    });
    const submit = panel.getByRole('button', { name: 'Request deposit' });
    for (const [typed, message] of [
      ['99.99', 'This amount is outside the limits of this payment channel'],
      ['20000.01', 'This amount is outside the limits of this payment channel'],
      ['100.001', 'The amount can have at most 2 decimal places'],
      ['12,5O', 'Enter an amount such as 100 or 100.50'],
      ['-5', 'The amount must be greater than zero'],
      ['0', 'The amount must be greater than zero'],
    ]) {
      await amount.fill(typed);
      await submit.click();
      await visibleText(panel, message);
      assert((await amount.getAttribute('aria-invalid')) === 'true', `${typed} not marked invalid`);
    }
    assert(posts.length === 0, `the browser sent ${posts.length} refused deposit(s)`);

    await amount.fill('250.5');
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/deposits',
    );
    await submit.click();
    const response = await answered;
    assert(response.status() === 200, `deposit status ${response.status()}`);
    const sent = JSON.parse(posts[0].postData() ?? '{}');
    assert(sent.amount === '250.50', `sent amount ${sent.amount}`);
    assert(/^dep-[0-9a-f-]{36}$/.test(sent.idempotencyKey), `key ${sent.idempotencyKey}`);
    await visibleText(panel, 'Deposit request of 250.50 sent. It stays In Process until it is approved.');
    await visibleText(list, 'In Process');
    await visibleText(list, wallet);

    const deposit = pendingDepositOf(account);
    assert(deposit.amount === '250.50', `operator sees ${deposit.amount}`);
    panaloctl('deposits', 'approve', String(deposit.depositId));

    await list.getByRole('button', { name: 'Refresh' }).click();
    await visibleText(list, 'Approved');
    const balance = page.locator('.app-header .header-balance');
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    await visibleText(balance, '250.50');
    await shotInBothThemes(page, 'deposit-approved-1440');

    // A second request through the bank channel, rejected by the operator.
    await pickChannel(panel, bank);
    await amount.fill('1000');
    await submit.click();
    await visibleText(panel, 'Deposit request of 1,000.00 sent. It stays In Process until it is approved.');
    panaloctl('deposits', 'reject', String(pendingDepositOf(account).depositId));
    await list.getByRole('button', { name: 'Refresh' }).click();
    await visibleText(list, 'Rejected');
    await context.close();
  });

  await check('deposit limits: a first limit and a decrease apply now, an increase after 24 hours', async () => {
    const { context, page } = await signedInAt(1440, 'light');
    const panel = await openMemberPage(page, 'depositv2', 'Deposit');
    const limits = panel.getByRole('region', { name: 'My deposit limits' });
    const day = limits.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Per day' }) });
    await visibleText(day, 'No limit');
    await day.getByRole('textbox', { name: 'New limit' }).fill('1000');
    await day.getByRole('button', { name: 'Save limit' }).click();
    await visibleText(day, 'Per day: the limit is now 1,000.00.');
    await day.getByRole('textbox', { name: 'New limit' }).fill('5000');
    await day.getByRole('button', { name: 'Save limit' }).click();
    await day.getByText(/^Per day: the change applies on .* \(after 24 hours\)\.$/).waitFor({ timeout: STEP_TIMEOUT });
    await day.getByText(/^Changes to 5,000\.00 on /).waitFor({ timeout: STEP_TIMEOUT });
    await visibleText(day, '1,000.00');
    await day.getByRole('textbox', { name: 'New limit' }).fill('1.5.0');
    await day.getByRole('button', { name: 'Save limit' }).click();
    await visibleText(day, 'Enter an amount such as 100 or 100.50');
    await day.getByRole('textbox', { name: 'New limit' }).fill('300');
    await day.getByRole('button', { name: 'Save limit' }).click();
    await visibleText(day, 'Per day: the limit is now 300.00.');
    // A deposit above what is left of the day's limit: the server's refusal, translated.
    await pickChannel(panel, bank);
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('400');
    await panel.getByRole('button', { name: 'Request deposit' }).click();
    await visibleText(panel, 'This deposit is above your own deposit limit');
    await limits.scrollIntoViewIfNeeded();
    await shotInBothThemes(page, 'deposit-limits-1440');
    await context.close();
  });

  await check('deposit page at 390 px, loading and error states', async () => {
    const { context, page } = await signedInAt(390);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/deposits/channels', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'service_unavailable',
          message: 'busy',
        }),
      });
    });
    const panel = await openMemberPage(page, 'depositv2', 'Deposit');
    await panel.getByText('Loading payment channels…').waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'deposit-loading-390');
    release();
    await visibleText(panel, 'The service is busy. Please try again in a moment.');
    await shotInBothThemes(page, 'deposit-error-390');
    await page.unroute('**/wps/v2/deposits/channels');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visibleText(panel, 'Bank transfer');
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('150');
    await panel.getByRole('button', { name: 'Request deposit' }).click();
    await visibleText(panel, 'In Process');
    await shotInBothThemes(page, 'deposit-390');
    await assertNoSeriousViolations(page);
    await context.close();
  });

  await check('deposit page in Tagalog and Portuguese: statuses and refusals translated', async () => {
    const { context, page } = await signedInAt(1440);
    const panel = await openMemberPage(page, 'depositv2', 'Deposit');
    await pickChannel(panel, bank);
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('200');
    await panel.getByRole('button', { name: 'Request deposit' }).click();
    await visibleText(panel, 'In Process');
    for (const [language, status, title, refusal] of [
      ['TY', 'Pinoproseso', 'Deposito', 'Wala sa limitasyon'],
      ['PT', 'Em processamento', 'Depositar', 'Este valor'],
    ]) {
      await page.evaluate((code) => {
        localStorage.setItem('lang', code);
        localStorage.setItem('hisLang', code);
      }, language);
      await page.reload();
      const translated = page.locator('.center-panel');
      await translated.locator('.status-badge', { hasText: status }).waitFor({ timeout: STEP_TIMEOUT });
      await translated.locator('.channel-card').first().waitFor({ timeout: STEP_TIMEOUT });
      assert((await page.locator('.center-panel__title').innerText()).length > 0, `${language}: no title (${title})`);
      await translated.locator('.pay-form input[name="amount"]').fill('1');
      await translated.locator('.pay-form button[type="submit"]').click();
      const message = await translated.locator('.pay-form .field__messages').innerText();
      assert(message.startsWith(refusal), `${language}: refusal reads "${message}"`);
    }
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
