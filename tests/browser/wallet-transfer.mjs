// Browser journey (issue 13, member center pages transferFund and
// transferUpline): money moves from the main wallet to a game wallet and back,
// all-in to one vendor and all-out of every vendor, and the figures on the page
// and in the header follow; an amount the money rule refuses never leaves the
// browser; single-wallet mode says games play from the main wallet; a member
// of an agent sends money to the upline. Both themes, 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/wallet-transfer.mjs" bash ci/run-journey.sh
import { execFileSync } from 'node:child_process';
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT, waitForApp } from './lib/harness.mjs';
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
import { sql } from './lib/database.mjs';

const PASSWORD = 'Correct-Horse-42';

function grant(account, amount) {
  panaloctl('ledger', 'adjust', account, amount, '--key', uniqueName('journey-grant-'), '--memo', 'journey');
}

async function signIn(width, account) {
  const { context, page } = await openAt('/', { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { context, page };
}

async function openPage(page, key) {
  await page.goto(`${baseUrl}/member?page=${key}`);
  await waitForApp(page);
  const panel = page.locator('.center-panel');
  await panel.waitFor({ timeout: STEP_TIMEOUT });
  // On a phone the menu comes first: bring the page itself on screen for the pictures.
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/** The figure of the main wallet on the page, and of the header, once they show `text`. */
async function mainShows(page, text) {
  await page.locator('[data-testid="main-wallet"]', { hasText: text }).waitFor({ timeout: STEP_TIMEOUT });
  await visibleText(page.locator('.app-header .header-balance'), text);
}

async function vendorShows(page, vendor, text) {
  await page.locator(`.wallet-row[data-vendor="${vendor}"]`, { hasText: text }).waitFor({ timeout: STEP_TIMEOUT });
}

async function transfer(panel, direction, vendorName, amount) {
  await panel.getByRole('radio', { name: direction }).check();
  await panel.getByLabel('Game wallet', { exact: true }).selectOption({ label: vendorName });
  await panel.getByLabel('Amount', { exact: true }).fill(amount);
  await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
}

try {
  for (const width of [1440, 390]) {
    await check(`transfer to a game wallet and back, all-in and all-out at ${width} px`, async () => {
      const account = uniqueName('xfer');
      createMember(account, PASSWORD);
      grant(account, '500.00');
      const { context, page } = await signIn(width, account);
      const panel = await openPage(page, 'transferFund');
      await mainShows(page, '500.00');
      await vendorShows(page, 'PG', '0.00');
      await shotInBothThemes(page, `wallet-transfer-${width}`);

      // The money rule refuses 3 decimals in the browser: nothing is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/wps/relay/GCS_walletTransfer')) sent += 1;
      });
      await transfer(panel, 'Main wallet to game wallet', 'PG Soft', '1.005');
      await visibleText(panel, 'The amount can have at most 2 decimal places');
      assert(sent === 0, 'an amount the money rule refuses was sent');
      await shotInBothThemes(page, `wallet-transfer-invalid-${width}`);

      await transfer(panel, 'Main wallet to game wallet', 'PG Soft', '120.50');
      await visibleText(panel, '\u20b1120.50 moved to PG Soft.');
      await mainShows(page, '379.50');
      await vendorShows(page, 'PG', '120.50');
      await shotInBothThemes(page, `wallet-transfer-done-${width}`);

      await transfer(panel, 'Game wallet to main wallet', 'PG Soft', '20.5');
      await visibleText(panel, '\u20b120.50 moved to your main wallet.');
      await mainShows(page, '400.00');
      await vendorShows(page, 'PG', '100.00');

      // More than the game wallet holds: refused, translated, nothing moves.
      await transfer(panel, 'Game wallet to main wallet', 'PG Soft', '100.01');
      await visibleText(panel, 'Quota not sufficient, please contact customer service');
      await mainShows(page, '400.00');

      await panel
        .getByRole('button', {
          name: 'Move the whole main wallet to JDB Gaming',
        })
        .click();
      await visibleText(panel, '\u20b1400.00 moved to JDB Gaming.');
      await mainShows(page, '0.00');
      await vendorShows(page, 'JDB', '400.00');

      await panel.getByRole('button', { name: 'Move all to main wallet' }).click();
      await visibleText(panel, '\u20b1500.00 moved to your main wallet.');
      await mainShows(page, '500.00');
      await vendorShows(page, 'JDB', '0.00');
      await vendorShows(page, 'PG', '0.00');
      const trial = panaloctl('ledger', 'trial-balance');
      assert(trial.includes('trial balance OK'), `the ledger does not balance:\n${trial}`);
      // No upline: the member center does not list transferUpline.
      assert(
        (await page.locator('.center-menu').getByRole('link', { name: 'Transfer to upline' }).count()) === 0,
        'transferUpline is listed for a member without an upline',
      );
      await context.close();
    });
  }

  await check('loading and error states of the wallet page', async () => {
    const account = uniqueName('xferr');
    createMember(account, PASSWORD);
    const { context, page } = await signIn(1440, account);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/v2/wallets/balance', async (route) => {
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
    await page.goto(`${baseUrl}/member?page=transferFund`);
    await waitForApp(page);
    await page.getByText('Loading your wallets').waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'wallet-transfer-loading');
    release();
    const panel = page.locator('.center-panel');
    await visibleText(panel, 'Your wallets could not be loaded');
    await shotInBothThemes(page, 'wallet-transfer-error');
    await page.unroute('**/wps/v2/wallets/balance');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await mainShows(page, '0.00');
    await context.close();
  });

  await check('single-wallet mode: games play from the main wallet', async () => {
    const account = uniqueName('single');
    createMember(account, PASSWORD);
    grant(account, '50.00');
    panaloctl('ledger', 'mode', 'set', 'single');
    try {
      for (const width of [1440, 390]) {
        const { context, page } = await signIn(width, account);
        const panel = await openPage(page, 'transferFund');
        await visibleText(
          panel,
          'Games play straight from your main wallet, so there is nothing to transfer before you play.',
        );
        await mainShows(page, '50.00');
        assert(
          (await panel.getByRole('button', { name: 'Transfer', exact: true }).count()) === 0,
          'a transfer form in single mode',
        );
        await shotInBothThemes(page, `wallet-transfer-single-${width}`);
        await context.close();
      }
    } finally {
      panaloctl('ledger', 'mode', 'set', 'transfer');
    }
  });

  await check('a member of an agent sends money to the upline', async () => {
    const agent = uniqueName('agent');
    const member = uniqueName('down');
    execFileSync(process.env.PANALOCTL, ['members', 'create', agent, '--agent', '--nickname', 'Agent Rosa'], {
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    createMember(member, PASSWORD);
    // As an agent's affiliate code at registration would have set it.
    sql(
      `UPDATE members SET upline_id = (SELECT id FROM members WHERE account = '${agent}') WHERE account = '${member}'`,
    );
    grant(member, '80.00');
    for (const width of [1440, 390]) {
      const { context, page } = await signIn(width, member);
      const panel = await openPage(page, 'transferUpline');
      await page
        .locator('.center-menu')
        .getByRole('link', { name: 'Transfer to upline' })
        .waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(panel, 'Agent Rosa');
      await mainShows(page, width === 1440 ? '80.00' : '70.00');
      await shotInBothThemes(page, `wallet-upline-${width}`);
      await panel.getByLabel('Amount', { exact: true }).fill('10');
      await panel.getByRole('button', { name: 'Transfer to upline' }).click();
      const dialog = page.getByRole('dialog');
      await visibleText(dialog, 'Send \u20b110.00 from your main wallet to Agent Rosa? This cannot be undone.');
      await shotInBothThemes(page, `wallet-upline-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Transfer to upline' }).click();
      await visibleText(panel, '\u20b110.00 sent to Agent Rosa.');
      await mainShows(page, width === 1440 ? '70.00' : '60.00');
      await context.close();
    }
    const agentMain = sql(
      `SELECT balance FROM ledger_accounts WHERE kind = 'member_main' AND member_id = (SELECT id FROM members WHERE account = '${agent}')`,
    );
    assert(agentMain === '2000', `the agent's main wallet holds ${agentMain} centavos, not 2000`);
  });
} finally {
  await browser.close();
}
finish();
