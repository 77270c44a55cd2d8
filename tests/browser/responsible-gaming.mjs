// Browser journey (issue 13 item 7, responsible gaming): a member opens the
// member center's responsible-gaming page, sets a reality check of 15 minutes,
// starts a 7-day cool-off after a confirmation that says it cannot be undone,
// is refused a shorter one, and is refused a deposit with the translated
// message while the page shows the cool-off; the reality-check reminder
// appears 15 minutes into the session (Playwright's clock jumps ahead; the
// server's interval is the real 15 minutes) with the session's profit, and
// "continue" closes it. Loading and error states; both themes, 390 and 1440
// px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/responsible-gaming.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
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
const PAGE = '/member?page=responsibleGaming';

function newChannel() {
  const out = panaloctl('channels', 'add', 'bank_transfer', uniqueName('Bank '), 'BDO 0012-3456-7890', '--min', '1.00', '--max', '10000.00');
  return Number(out.match(/channel (\d+)/)[1]);
}

async function signedInMember(width) {
  const account = uniqueName('rg');
  createMember(account, PASSWORD);
  const { context, page } = await openAt('/', { width });
  // Fake timers from here on (time still runs): the reminder's wait can be jumped.
  await page.clock.install();
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { account, context, page };
}

/** The deposit API as the page's own session calls it: status and error key. */
async function tryDeposit(page, channelId) {
  return page.evaluate(async (channel) => {
    const response = await fetch('/wps/v2/deposits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sessionStorage.getItem('token')}` },
      body: JSON.stringify({ channelId: channel, amount: '50.00', idempotencyKey: `journey-${Date.now()}-${Math.random()}`.replace('0.', '') }),
    });
    return { status: response.status, body: await response.json() };
  }, channelId);
}

try {
  const channelId = newChannel();
  for (const width of [1440, 390]) {
    await check(`at ${width} px: reality check, a cool-off that cannot be shortened, a refused deposit, the reminder`, async () => {
      const { account, context, page } = await signedInMember(width);
      // Won after sign-in: the reminder's profit for this session.
      panaloctl('ledger', 'adjust', account, '100.00', '--key', uniqueName('journey-rg-'), '--memo', 'journey win');
      await page.goto(`${baseUrl}${PAGE}`);
      const panel = page.locator('.center-panel');
      await panel.getByRole('heading', { name: 'Responsible gaming' }).waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(panel, 'You are not on a break.');
      await shotInBothThemes(page, `responsible-gaming-${width}`);

      // Reality check every 15 minutes, kept by the server.
      await panel.getByRole('radio', { name: '15 minutes' }).check();
      await visibleText(panel, 'Reminder saved.');

      // A 7-day cool-off, confirmed in a dialog that says it cannot be undone.
      await panel.getByRole('radio', { name: '7 days' }).check();
      await panel.getByRole('button', { name: 'Start break' }).click();
      const confirm = page.getByRole('dialog', { name: 'Start a break of 7 days?' });
      await confirm.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(confirm, 'This cannot be undone: until it ends you cannot deposit, play or move money into game wallets, and you cannot shorten or cancel it.');
      await shotInBothThemes(page, `responsible-gaming-confirm-${width}`);
      await confirm.getByRole('button', { name: 'Yes, start the break' }).click();
      await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
      const status = panel.getByTestId('play-break-status');
      await status.waitFor({ timeout: STEP_TIMEOUT });
      assert((await status.innerText()).includes('Cool-off until'), `status: ${await status.innerText()}`);

      // Shorter is refused, with the translated reason.
      await panel.getByRole('radio', { name: '24 hours' }).check();
      await panel.getByRole('button', { name: 'Lengthen break' }).click();
      await page.getByRole('dialog', { name: 'Start a break of 24 hours?' }).getByRole('button', { name: 'Yes, start the break' }).click();
      await visibleText(panel, 'Your current break ends later. A break can be made longer, but never shorter or cancelled.');

      // The deposit API refuses; the text the UI shows for that key is on the page.
      const refused = await tryDeposit(page, channelId);
      assert(refused.status === 403 && refused.body.code === 'cool_off_active', `deposit: ${JSON.stringify(refused)}`);
      const translated =
        'You are on a cool-off: deposits, game play and transfers into game wallets are paused until it ends. Withdrawals stay open.';
      await visibleText(panel, translated);
      await shotInBothThemes(page, `responsible-gaming-cool-off-${width}`);

      // 15 minutes later by the page's clock: the reminder.
      await page.clock.fastForward('15:01');
      const reminder = page.getByRole('dialog', { name: 'Reality check' });
      await reminder.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(reminder, '+100.00');
      await reminder.getByText('Time signed in').waitFor({ timeout: STEP_TIMEOUT });
      assert((await reminder.getByRole('link', { name: 'Responsible gaming settings' }).count()) === 1, 'no link to the settings');
      assert((await reminder.getByRole('button', { name: 'Log out' }).count()) === 1, 'no log-out button');
      await shotInBothThemes(page, `responsible-gaming-reminder-${width}`);
      await reminder.getByRole('button', { name: 'Continue' }).click();
      await reminder.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
      await context.close();
    });
  }

  await check('loading and error states, both themes', async () => {
    const { context, page } = await signedInMember(1440);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/responsible-gaming', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'service_unavailable', message: 'busy' }),
      });
    });
    await page.goto(`${baseUrl}${PAGE}`);
    const panel = page.locator('.center-panel');
    await panel.locator('.responsible__placeholder').waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'responsible-gaming-loading');
    release();
    await visibleText(panel, 'The service is busy. Please try again in a moment.');
    await shotInBothThemes(page, 'responsible-gaming-error');
    await page.unroute('**/wps/v2/responsible-gaming');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await visibleText(panel, 'You are not on a break.');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
