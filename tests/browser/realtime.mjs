// Browser journey (issue 17 items 1 and 2): the real-time channel. One member
// in two windows (a desktop and a phone): a dice win in one updates the other's
// header balance without a reload or a refresh click; a message the operator
// sends raises the avatar badge in both and shows a notice. A visitor's page
// opens no channel. Both themes, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/realtime.mjs" bash ci/run-journey.sh
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
import { recordFrames } from "./lib/websocket-frames.mjs";

const PASSWORD = "Correct-Horse-42";
const digits = (text) => text.replace(/[^\d]/g, "");

/** The member's unread platform messages as the server counts them (demo broadcasts included). */
function unreadMessages(page) {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    const answer = await fetch('/wps/relay/CSP_unreadCount', { headers: { Authorization: `Bearer ${token}` } });
    return (await answer.json()).value.messageV2;
  });
}

async function waitFor(condition, what) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await condition())) {
    assert(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  panaloctl("ledger", "mode", "set", "single");

  await check(
    "a win in one window updates the other window live, and a message raises both badges",
    async () => {
      const account = uniqueName("live");
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
      const desk = await openAt("/", { width: 1440 });
      const phone = await openAt("/", { width: 390 });
      const phoneFrames = recordFrames(phone.page);
      for (const { page } of [desk, phone]) {
        await loginThroughPopup(page, account, PASSWORD);
        await waitForLoggedInHeader(page);
      }
      await waitFor(
        () => phoneFrames.some((f) => f.includes('"type":"ready"')),
        "the phone's channel",
      );
      const phoneBalance = phone.page.locator(".app-header .header-balance");
      await visibleText(phoneBalance, "100.00");

      // The desktop plays until it wins; the phone is not touched.
      await desk.page.goto(`${baseUrl}/rng?vassalage=PO&game=PO_DICE`);
      const dice = desk.page.locator('section[aria-labelledby="dice-title"]');
      await dice.waitFor({ timeout: STEP_TIMEOUT });
      await dice.getByLabel("Stake").fill("5");
      await dice.getByLabel(/^Win below/).fill("90");
      let won = false;
      for (let roll = 1; roll <= 8 && !won; roll += 1) {
        await dice.getByRole("button", { name: "Roll" }).click();
        const result = dice.locator(".originals-game__result", {
          hasText: "Rolled",
        });
        await result.waitFor({ timeout: STEP_TIMEOUT });
        await dice
          .getByRole("button", { name: "Roll" })
          .waitFor({ timeout: STEP_TIMEOUT });
        won = /you won/.test(await result.textContent());
      }
      assert(won, "8 rolls below 90 without a win");
      const main = sql(
        `SELECT balance FROM ledger_accounts WHERE kind = 'member_main' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      assert(
        Number(main) > 10000 - 8 * 500,
        `the main wallet after the rolls is ${main}`,
      );
      await waitFor(
        async () =>
          digits((await phoneBalance.textContent()) ?? "") ===
          String(Number(main)),
        `the phone's header to show ${main} (it shows ${await phoneBalance.textContent()})`,
      );
      assert(
        phoneFrames.some((f) => f.includes('"kind":"balance"')),
        "the phone learned of the win from a balance event",
      );

      // The badge counts what the server counts (the demo's broadcasts too):
      // one more after the message.
      const before = await unreadMessages(phone.page);
      panaloctl(
        "messages",
        "send",
        "member",
        account,
        "--title",
        "Live hello",
        "--body",
        "Sent while you play",
      );
      for (const { page } of [desk, phone]) {
        await visibleText(
          page.locator(".app-header .avatar-menu__badge"),
          String(before + 1),
        );
      }
      await visibleText(
        phone.page.locator(".realtime-notice"),
        "You have a new message",
      );
      await shotInBothThemes(phone.page, "realtime-notice-390");
      await desk.page.goto(`${baseUrl}/`);
      await waitForApp(desk.page);
      panaloctl(
        "messages",
        "send",
        "member",
        account,
        "--title",
        "Again",
        "--body",
        "Second message",
      );
      await visibleText(
        desk.page.locator(".realtime-notice"),
        "You have a new message",
      );
      await visibleText(
        desk.page.locator(".app-header .avatar-menu__badge"),
        String(before + 2),
      );
      await shotInBothThemes(desk.page, "realtime-notice-1440");
      await desk.context.close();
      await phone.context.close();
    },
  );

  await check("a visitor's page opens no channel", async () => {
    const { context, page } = await openAt("/", { width: 1440 });
    const sockets = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    await waitForApp(page);
    await page.waitForTimeout(1000);
    assert(sockets.length === 0, `a visitor opened ${sockets.join(", ")}`);
    await context.close();
  });
} finally {
  panaloctl("ledger", "mode", "set", "transfer");
  await browser.close();
}
finish();
