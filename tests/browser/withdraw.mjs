// Browser journey (issue 13 items 5 and 9, page withdraw): a member registered
// with a funds password is funded (a deposit the operator approves, and a
// ledger adjustment), sees the remaining turnover and is refused before submit
// while it is not wagered; with the turnover requirement off the member
// withdraws with the funds password (sealed like the login body; a wrong one is
// refused, translated), the operator disburses with panaloctl, and the member
// confirms "partly received" with a proof image (a forged one is refused in
// the browser). Statuses, received and remaining amounts show; both themes,
// 390 and 1440 px; axe clean; loading and error states.
//
//   PANALO_JOURNEYS="tests/browser/withdraw.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  assertNoSeriousViolations,
  forgetRegistrations,
  openAt,
  panaloctl,
  readyDialog,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import {
  addChannel,
  openMemberPage,
  pick,
  pickChannel,
  pendingDepositOf,
  pendingWithdrawalOf,
  settingValue,
} from './lib/payment-steps.mjs';

const PASSWORD = 'Harbor violet 2031';
const FUNDS_PASSWORD = 'Funds lantern 77';
// A 1x1 PNG, and a text file dressed up as one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FORGED = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

const originalRules = JSON.parse(settingValue('registration.settings'));
const originalMultiple = settingValue('wallet.withdrawal_turnover_multiple');
const channel = addChannel('bank_transfer', 'Withdraw Journey Bank', 'BPI 3344-5566-77', '100.00', '50000.00');

function setFundsPasswordField() {
  const rules = structuredClone(originalRules);
  rules.fields = {
    ...rules.fields,
    paymentPassword: { enabled: true, required: true },
  };
  panaloctl('settings', 'set', 'registration.settings', JSON.stringify(rules));
}

/** A member made by the register popup with a funds password, signed in on `width`. */
async function registeredAt(width) {
  forgetRegistrations();
  const account = uniqueName('wd');
  const { context, page } = await openAt('/register', { width });
  const dialog = await readyDialog(page, 'Create your account');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Payment password', { exact: true }).fill(FUNDS_PASSWORD);
  await dialog.getByRole('checkbox', { name: /years old/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await waitForLoggedInHeader(page);
  return { account, context, page };
}

function withdrawalPosts(page) {
  const posts = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/withdrawals') posts.push(r);
  });
  return posts;
}

try {
  setFundsPasswordField();

  await check(
    'withdraw: turnover refused before submit, funds password, disbursed, confirmed partly received',
    async () => {
      panaloctl('settings', 'set', 'wallet.withdrawal_turnover_multiple', '1');
      const { account, context, page } = await registeredAt(1440);
      const posts = withdrawalPosts(page);

      // Funds: a deposit the operator approves (turnover 100.00 to wager) and a grant.
      const deposit = await openMemberPage(page, 'depositv2', 'Deposit');
      await pickChannel(deposit, channel);
      await deposit.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
      await deposit.getByRole('button', { name: 'Request deposit' }).click();
      await visibleText(deposit, 'In Process');
      panaloctl('deposits', 'approve', String(pendingDepositOf(account).depositId));
      panaloctl('ledger', 'adjust', account, '400.00', '--key', uniqueName('journey-wd-'), '--memo', 'journey');

      let panel = await openMemberPage(page, 'withdraw', 'Withdraw');
      await visibleText(panel, '500.00');
      await visibleText(panel, 'Wager 100.00 more before you can withdraw.');
      const list = panel.getByRole('region', { name: 'My withdrawals' });
      await visibleText(list, 'No withdrawals yet');
      await shotInBothThemes(page, 'withdraw-turnover-1440');

      const amount = panel.getByRole('textbox', {
        name: 'Amount',
        exact: true,
      });
      const password = panel.getByLabel('Funds password', { exact: true });
      const submit = panel.getByRole('button', {
        name: 'Withdraw',
        exact: true,
      });
      await amount.fill('50');
      await password.fill(FUNDS_PASSWORD);
      await submit.click();
      await visibleText(panel, 'Your deposits must be wagered before you can withdraw');
      await amount.fill('500.01');
      await submit.click();
      await visibleText(panel, 'Quota not sufficient, please contact customer service');
      assert(posts.length === 0, `the browser sent ${posts.length} refused withdrawal(s)`);

      // The operator turns the requirement off: the page says so, the withdrawal goes.
      panaloctl('settings', 'set', 'wallet.withdrawal_turnover_multiple', '0');
      panel = await openMemberPage(page, 'withdraw', 'Withdraw');
      await visibleText(panel, 'Turnover complete: you can withdraw.');
      await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('200');
      await panel.getByLabel('Funds password', { exact: true }).fill('Not the funds password');
      await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await visibleText(panel, 'The funds password is incorrect');
      assert(posts.length === 1, `${posts.length} withdrawal posts`);
      const body = JSON.parse(posts[0].postData() ?? '{}');
      assert(Object.keys(body).join() === 'sealed', `the withdrawal body is not sealed: ${Object.keys(body).join()}`);
      assert(!(posts[0].postData() ?? '').includes('Not the funds password'), 'the funds password went in clear');

      await panel.getByLabel('Funds password', { exact: true }).fill(FUNDS_PASSWORD);
      await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await visibleText(panel, 'Withdrawal of 200.00 requested. It stays In Process until it is paid out.');
      await visibleText(list, 'In Process');
      await visibleText(panel, '300.00');
      await visibleText(page.locator('.app-header .header-balance'), '300.00');

      const withdrawal = pendingWithdrawalOf(account);
      assert(withdrawal.amount === '200.00', `operator sees ${withdrawal.amount}`);
      panaloctl('withdrawals', 'disburse', String(withdrawal.withdrawalId));
      await list.getByRole('button', { name: 'Refresh' }).click();
      await visibleText(list, 'Disbursed');
      await shotInBothThemes(page, 'withdraw-disbursed-1440');

      await list.getByRole('button', { name: 'Confirm receipt' }).click();
      const dialog = await readyDialog(page, 'Confirm receipt of 200.00');
      await pick(dialog, 'Partly received');
      await dialog.getByRole('textbox', { name: 'Amount received' }).fill('200');
      await dialog.getByRole('button', { name: 'Send confirmation' }).click();
      await visibleText(dialog, 'Enter the amount you received: more than zero and less than the withdrawal');
      await dialog.getByRole('textbox', { name: 'Amount received' }).fill('150');
      await visibleText(dialog, 'Remaining: 50.00');
      const files = dialog.locator('input[type="file"]');
      await files.setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: FORGED,
      });
      await visibleText(dialog, 'Proof images must be PNG or JPG pictures');
      await files.setInputFiles({
        name: 'bank-slip.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await dialog.getByRole('img', { name: 'bank-slip.png' }).waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, 'withdraw-confirm-1440');
      const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/v2/withdrawals/confirmation');
      await dialog.getByRole('button', { name: 'Send confirmation' }).click();
      const answer = await confirmed;
      assert(answer.status() === 200, `confirmation status ${answer.status()}`);
      const sent = JSON.parse(answer.request().postData() ?? '{}');
      assert(sent.result === 'partly_received' && sent.receivedAmount === '150.00', JSON.stringify(sent).slice(0, 120));
      assert(sent.proofImages?.length === 1 && sent.proofImages[0] === PNG.toString('base64'), 'the proof image sent');
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
      await visibleText(panel, 'Thank you. The withdrawal is now Partly received.');
      await visibleText(list, 'Partly received');
      await visibleText(list, '150.00');
      await visibleText(list, '50.00');
      assert((await list.getByRole('button', { name: 'Confirm receipt' }).count()) === 0, 'still offered to confirm');
      const row = JSON.parse(panaloctl('withdrawals', 'list', '--json')).find(
        (r) => r.withdrawalId === withdrawal.withdrawalId,
      );
      assert(row?.status === 'partly_received' && row.receivedAmount === '150.00', `stored ${JSON.stringify(row)}`);
      await list.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await shotInBothThemes(page, 'withdraw-partly-received-1440');
      await context.close();
    },
  );

  await check('withdraw page at 390 px: a disbursement to confirm, loading and error states', async () => {
    panaloctl('settings', 'set', 'wallet.withdrawal_turnover_multiple', '0');
    const { account, context, page } = await registeredAt(390);
    panaloctl('ledger', 'adjust', account, '1234.56', '--key', uniqueName('journey-wd-'), '--memo', 'journey');
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/withdrawals', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await held;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'service_unavailable',
          message: 'busy',
        }),
      });
    });
    const panel = await openMemberPage(page, 'withdraw', 'Withdraw');
    await panel.getByText('Loading your withdrawals…').first().waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'withdraw-loading-390');
    release();
    await visibleText(panel, 'The service is busy. Please try again in a moment.');
    await shotInBothThemes(page, 'withdraw-error-390');
    await page.unroute('**/wps/v2/withdrawals');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visibleText(panel, 'Turnover complete: you can withdraw.');
    await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('34.56');
    await panel.getByLabel('Funds password', { exact: true }).fill(FUNDS_PASSWORD);
    await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await visibleText(panel, '1,200.00');
    panaloctl('withdrawals', 'disburse', String(pendingWithdrawalOf(account).withdrawalId));
    const list = panel.getByRole('region', { name: 'My withdrawals' });
    await list.getByRole('button', { name: 'Refresh' }).click();
    await visibleText(list, 'Disbursed');
    await list.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await shotInBothThemes(page, 'withdraw-390');
    await list.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = await readyDialog(page, 'Confirm receipt of 34.56');
    await pick(dialog, 'Not received');
    await dialog.getByRole('button', { name: 'Send confirmation' }).click();
    await visibleText(dialog, 'Please add at least one proof image');
    await shotInBothThemes(page, 'withdraw-confirm-390');
    await pick(dialog, 'Received in full');
    await dialog.getByRole('button', { name: 'Send confirmation' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await visibleText(list, 'Received');
    await assertNoSeriousViolations(page);
    await context.close();
  });
} finally {
  panaloctl('settings', 'set', 'registration.settings', JSON.stringify(originalRules));
  // Unset means the default, 1.
  panaloctl('settings', 'set', 'wallet.withdrawal_turnover_multiple', originalMultiple ?? '1');
  await browser.close();
}
finish();
