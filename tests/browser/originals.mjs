// Browser journey (issue 14 item 5): the house games at /rng?vassalage=PO.
// A member spins the fruit slot and rolls the dice; each round is paid from
// the main wallet (single-wallet mode) through the seamless wallet, the page
// and the header balance follow, the round shows in the betting record; the
// seed panel reveals the server seed and verifies the last round. Logged out
// the page asks for a login. Started from a lobby tile, a house game is launched
// through the server (recorded as recent) and comes first on its page; a big
// dice win reaches the home winner board. Both
// themes, 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/originals.mjs" bash ci/run-journey.sh
import {
  assert,
  baseUrl,
  browser,
  check,
  finish,
  STEP_TIMEOUT,
  waitForApp,
} from "./lib/harness.mjs";
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";
import { sql } from "./lib/database.mjs";

const PASSWORD = "Correct-Horse-42";

try {
  panaloctl("ledger", "mode", "set", "single");
  await check("logged out, the house games ask for a login", async () => {
    const { context, page } = await openAt("/rng?vassalage=PO", {
      width: 1440,
    });
    await waitForApp(page);
    await visibleText(page.locator(".page"), "Log in to play");
    await shotInBothThemes(page, "originals-logged-out-1440");
    await context.close();
  });
  for (const width of [1440, 390]) {
    await check(`spin, roll, reveal and verify at ${width} px`, async () => {
      const account = uniqueName("po");
      createMember(account, PASSWORD);
      panaloctl(
        "ledger",
        "adjust",
        account,
        "100.00",
        "--key",
        uniqueName("journey-grant-"),
        "--memo",
        "journey",
      );
      const { context, page } = await openAt("/", { width });
      await loginThroughPopup(page, account, PASSWORD);
      await waitForLoggedInHeader(page);
      await page.goto(`${baseUrl}/rng?vassalage=PO`);
      await waitForApp(page);
      const slot = page.locator('section[aria-labelledby="slot-title"]');
      await slot.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(slot, "Return to player 96.50%");
      await shotInBothThemes(page, `originals-${width}`);

      await slot.getByRole("button", { name: "Spin" }).click();
      await slot
        .locator(".originals-game__result", { hasText: /Won|No win/ })
        .waitFor({ timeout: STEP_TIMEOUT });
      const dice = page.locator('section[aria-labelledby="dice-title"]');
      await dice.getByLabel("Stake").fill("2");
      await dice.getByRole("button", { name: "Roll" }).click();
      await dice
        .locator(".originals-game__result", { hasText: "Rolled" })
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `originals-played-${width}`);

      // A stake the money rule refuses never leaves the browser.
      await dice.getByLabel("Stake").fill("1.005");
      await dice.getByRole("button", { name: "Roll" }).click();
      // visibleText matches whole texts: the money rule's full message.
      await visibleText(dice, "The amount can have at most 2 decimal places");

      const bets = sql(
        `SELECT count(*) || ':' || sum(bet_minor) FROM bets WHERE vendor_code = 'PO' AND status = 'settled' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      assert(
        bets === "2:300",
        `the rounds are two settled bets of 1.00 and 2.00, not ${bets}`,
      );
      const main = sql(
        `SELECT balance FROM ledger_accounts WHERE kind = 'member_main' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      const payouts = sql(
        `SELECT coalesce(sum(payout_minor), 0) FROM bets WHERE vendor_code = 'PO' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      assert(
        Number(main) === 10000 - 300 + Number(payouts),
        `main wallet ${main} after stakes 300 and payouts ${payouts}`,
      );

      const fair = page.locator('section[aria-labelledby="fair-title"]');
      await fair
        .getByRole("button", { name: "Reveal and rotate the server seed" })
        .click();
      await fair
        .getByText(/^Revealed server seed \S+ \(\d+ rounds?\)$/)
        .waitFor({ timeout: STEP_TIMEOUT });
      await fair.getByRole("button", { name: "Verify my last round" }).click();
      await visibleText(
        fair,
        "Verified: the revealed seed matches its hash and reproduces the round",
      );
      await shotInBothThemes(page, `originals-verified-${width}`);
      await context.close();
    });
  }
  await check("a house game started from the lobby opens first, focused, and is listed as recent", async () => {
    const account = uniqueName("porecent");
    createMember(account, PASSWORD);
    const { context, page } = await openAt("/", { width: 1440 });
    await loginThroughPopup(page, account, PASSWORD);
    await waitForLoggedInHeader(page);
    await page.goto(`${baseUrl}/rng`);
    await waitForApp(page);
    // The launch goes through the server, which answers the house games' page.
    await page
      .getByRole("button", { name: "Play now: Panalo Dice" })
      .first()
      .click({ timeout: STEP_TIMEOUT });
    await page.waitForURL(/\/rng\?vassalage=PO&game=PO_DICE$/, { timeout: STEP_TIMEOUT });
    const first = page.locator(".originals__games > .originals-game").first();
    await first.locator("#dice-title").waitFor({ timeout: STEP_TIMEOUT });
    await page.locator("#dice-title:focus").waitFor({ timeout: STEP_TIMEOUT });
    await page.goto(`${baseUrl}/recent`);
    await page
      .locator(".game-tile__name", { hasText: "Panalo Dice" })
      .waitFor({ timeout: STEP_TIMEOUT });
    const recorded = sql(
      `SELECT count(*) FROM game_recent r JOIN games g ON g.id = r.game_id WHERE g.game_code = 'PO_DICE' AND r.member_id = (SELECT id FROM members WHERE account = '${account}')`,
    );
    assert(recorded === "1", `the launch is one recent game, not ${recorded}`);
    await context.close();
  });
  await check("a big dice win shows on the home winner board", async () => {
    const account = uniqueName("pobig");
    createMember(account, PASSWORD);
    panaloctl("ledger", "adjust", account, "40000.00", "--key", uniqueName("journey-grant-"), "--memo", "journey");
    const { context, page } = await openAt("/", { width: 1440 });
    await loginThroughPopup(page, account, PASSWORD);
    await waitForLoggedInHeader(page);
    await page.goto(`${baseUrl}/rng?vassalage=PO&game=PO_DICE`);
    const dice = page.locator('section[aria-labelledby="dice-title"]');
    await dice.waitFor({ timeout: STEP_TIMEOUT });
    // 5,000.00 below 90: a win (9 rolls in 10) pays more than any demo bet,
    // so it is on the board's first places whatever else this database holds.
    await dice.getByLabel("Stake").fill("5000");
    await dice.getByLabel(/^Win below/).fill("90");
    let payout = null;
    for (let roll = 1; roll <= 8 && payout === null; roll += 1) {
      await dice.getByRole("button", { name: "Roll" }).click();
      const result = dice.locator(".originals-game__result", { hasText: "Rolled" });
      await result.waitFor({ timeout: STEP_TIMEOUT });
      await dice.getByRole("button", { name: "Roll" }).waitFor({ timeout: STEP_TIMEOUT });
      const text = await result.textContent();
      payout = /you won ([\d,.]+)/.exec(text)?.[1] ?? null;
    }
    assert(payout !== null, "8 rolls below 90 without a win");
    const masked = `${account.slice(0, 2)}***${account.slice(-1)}`;
    // The board is kept 30 s on the server: look again until it has the win.
    const digits = (text) => text.replace(/[^\d]/g, "");
    const deadline = Date.now() + 45_000;
    for (;;) {
      await page.goto(`${baseUrl}/`);
      const card = page.locator(".winner-card", {
        has: page.locator(".winner-card__name", { hasText: masked }),
      });
      await page.locator(".winner-board").waitFor({ timeout: STEP_TIMEOUT });
      // Loaded: no loading status left (the board, or its empty state).
      await page.waitForFunction(() => !document.querySelector('.winner-board [role="status"]'), null, {
        timeout: STEP_TIMEOUT,
      });
      if ((await card.count()) > 0) {
        const amounts = await card.locator(".winner-card__amount").allTextContents();
        assert(
          amounts.some((amount) => digits(amount) === digits(payout)),
          `the board shows ${masked} with ${amounts.join(", ")}, not ${payout}`,
        );
        assert((await card.first().locator(".winner-card__game").textContent()) === "Panalo Dice", "the game's name");
        break;
      }
      assert(Date.now() < deadline, `the winner board never showed ${masked}'s win of ${payout}`);
      await page.waitForTimeout(3000);
    }
    await context.close();
  });
} finally {
  panaloctl("ledger", "mode", "set", "transfer");
  await browser.close();
}
finish();
