// Browser journey (issue 17 item 5, spec section 2 Popups: "mini game"): a
// member opens the daily spin from the side menu, spins the wheel, sees the
// prize and the header balance rise by it (a points wheel raises the points),
// a second spin in the same day is refused with the translated message and
// the next spin's time; the fairness panel reveals the server seed and
// verifies the spin. A trial player sees the entry marked and the popup
// explains that the spin needs a real account. Both themes at 1280 and
// 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/mini-game.mjs" bash ci/run-journey.sh
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
import { sql } from './lib/database.mjs';

const PASSWORD = 'Correct-Horse-42';

// A wheel of our own (every slice pays), so the journey does not depend on the demo's odds.
function bonusWheel() {
  panaloctl('minigame', 'wheel', 'bonus:1.50:1', 'bonus:2.50:1', 'bonus:1.50:1', 'bonus:2.50:1');
  panaloctl('minigame', 'period', 'daily', '--time-zone', 'Asia/Manila');
  panaloctl('minigame', 'enable');
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

/** Opens the popup from the side menu (the drawer on phones); answers the dialog. */
async function openMiniGame(page, width, name = 'Daily spin') {
  if (width < 1024) {
    await page.locator('.app-header__menu').click();
    await page.locator('#side-menu.is-open').waitFor({ timeout: STEP_TIMEOUT });
  }
  await page.locator('#side-menu').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily spin' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  return dialog;
}

try {
  bonusWheel();
  for (const width of [1280, 390]) {
    await check(`spin once, the prize and the balance; a second spin refused (${width} px)`, async () => {
      const account = uniqueName('spin');
      createMember(account, PASSWORD);
      const { context, page } = await openAt('/', { width });
      await loginThroughPopup(page, account, PASSWORD);
      await waitForLoggedInHeader(page);
      await until(async () => (await headerBalance(page)) === '0.00', 'the header shows 0.00 first');

      const dialog = await openMiniGame(page, width);
      const spin = dialog.getByRole('button', { name: 'Spin', exact: true });
      await spin.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(dialog, 'Prizes and chances');
      await visibleText(dialog, 'One spin a day (days in Asia/Manila).');
      await shotInBothThemes(page, `minigame-${width}`);

      await spin.click();
      const result = dialog.locator('.minigame__result', { hasText: /^You won (1\.50|2\.50) bonus!$/ });
      await result.waitFor({ timeout: STEP_TIMEOUT });
      const won = /(\d+\.\d\d)/.exec(await result.innerText())[1];
      await until(async () => (await headerBalance(page)) === won, `the header balance rises to ${won}`);
      const journals = sql(
        `SELECT count(*) FROM ledger_journals WHERE kind = 'bonus' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      assert(journals === '1', `one bonus journal, not ${journals}`);
      await dialog.locator('.minigame__next', { hasText: /^Next spin from \S/ }).waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `minigame-won-${width}`);

      // The same day again: refused, translated, nothing paid.
      await spin.click();
      await visibleText(dialog, 'You have already spun in this period. Come back when the next spin opens.');
      assert((await headerBalance(page)) === won, 'a refused spin pays nothing');
      await shotInBothThemes(page, `minigame-refused-${width}`);

      // Fairness: reveal the seed, then the spin verifies.
      await dialog.getByText('Provably fair', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Reveal and rotate the server seed' }).click();
      await dialog.getByText(/^Revealed server seed [0-9a-f]{64} \(1 spins\)$/).waitFor({ timeout: STEP_TIMEOUT });
      await dialog.getByRole('button', { name: 'Verify my last spin' }).click();
      await visibleText(dialog, 'Verified: the revealed seed matches its hash and gives the same segment');
      await shotInBothThemes(page, `minigame-fair-${width}`);
      await context.close();
    });
  }

  await check('a points wheel raises the points once', async () => {
    panaloctl('minigame', 'wheel', 'points:25:1', 'points:25:2');
    try {
      const account = uniqueName('spinpts');
      createMember(account, PASSWORD);
      const { context, page } = await openAt('/', { width: 1280 });
      await loginThroughPopup(page, account, PASSWORD);
      await waitForLoggedInHeader(page);
      const dialog = await openMiniGame(page, 1280);
      await dialog.getByRole('button', { name: 'Spin', exact: true }).click();
      await visibleText(dialog, 'You won 25 points!');
      const points = sql(
        `SELECT coalesce(sum(amount), 0) FROM points_journal WHERE member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      assert(points === '25', `25 points in the journal, not ${points}`);
      await context.close();
    } finally {
      bonusWheel();
    }
  });

  await check('a trial player is told the spin needs a real account', async () => {
    panaloctl('flags', 'set', 'FREEPLAY3', 'on');
    const { context, page } = await openAt('/', { width: 1280 });
    await page.locator('.app-header').getByRole('button', { name: 'Free play' }).click();
    await page.locator('.app-header .trial-badge').waitFor({ timeout: STEP_TIMEOUT });
    const dialog = await openMiniGame(page, 1280, 'Daily spin Real account');
    await visibleText(dialog, 'Spin with a real account');
    assert((await dialog.getByRole('button', { name: 'Spin', exact: true }).count()) === 0, 'a trial can spin');
    await shotInBothThemes(page, 'minigame-trial-1280');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();

