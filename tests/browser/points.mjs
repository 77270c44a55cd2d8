// Browser journey (issue 15 item 4, member center page rewardCenter): a member
// with points (an operator grant) opens the reward center, redeems a cash reward
// with the login password (sealed to the session; a wrong one is refused,
// translated, and spends nothing), sees it in the redeem history as Approved,
// converts points to money with the live figure of the shared rule and watches
// the points drop and the wallet rise; a physical reward the operator rejects
// comes back as unread and its points return. Loading, empty and error states;
// both themes, 390 and 1440 px; axe clean.
//
//   PANALO_JOURNEYS="tests/browser/points.mjs" bash ci/run-journey.sh
import {
  assert,
  browser,
  check,
  finish,
  STEP_TIMEOUT,
} from "./lib/harness.mjs";
import {
  assertNoSeriousViolations,
  createMember,
  forgetLoginFailures,
  loginThroughPopup,
  openAt,
  panaloctl,
  readyDialog,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";
import { openMemberPage } from "./lib/payment-steps.mjs";

const PASSWORD = "Lantern orchid 2044";

/** An operator-made member with `points`, signed in on `width`. */
async function memberWithPoints(points, width) {
  const account = uniqueName("pts");
  createMember(account, PASSWORD);
  if (points > 0)
    panaloctl(
      "rewards",
      "grant",
      account,
      String(points),
      "--reason",
      "Welcome points",
      "--key",
      uniqueName("grant-"),
    );
  const { context, page } = await openAt("/", { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { account, context, page };
}

function redeemOf(account) {
  const line = panaloctl("rewards", "redeems", "list", "--status", "in_process")
    .split("\n")
    .find((l) => l.includes(` ${account} `));
  assert(line, `no in-process redeem of ${account}`);
  return line.trim().split(/\s+/)[0];
}

try {
  await check(
    "redeem a cash reward with the password, see it approved, convert points and the balance rises",
    async () => {
      const { context, page } = await memberWithPoints(3000, 1440);
      const panel = await openMemberPage(page, "rewardCenter", "Reward center");
      await visibleText(panel.getByTestId("points-balance"), "3000 points");
      const mall = panel.getByRole("tabpanel");
      await visibleText(mall, "Cash credit ₱50");
      await shotInBothThemes(page, "points-mall-1440");

      await mall
        .getByRole("button", { name: "Redeem: Cash credit ₱50" })
        .click();
      let dialog = await readyDialog(page, "Redeem Cash credit ₱50");
      await dialog
        .getByLabel("Your login password", { exact: true })
        .fill("Not my password 1");
      await dialog.getByRole("button", { name: "Redeem now" }).click();
      await visibleText(dialog, "The password is not correct");
      forgetLoginFailures();
      await visibleText(panel.getByTestId("points-balance"), "3000 points");
      await shotInBothThemes(page, "points-redeem-wrong-password-1440");
      await dialog
        .getByLabel("Your login password", { exact: true })
        .fill(PASSWORD);
      await dialog.getByRole("button", { name: "Redeem now" }).click();
      await visibleText(
        dialog,
        "Redeemed: 50.00 was added to your main wallet.",
      );
      await dialog
        .getByRole("button", { name: "Close", exact: true })
        .first()
        .click();
      await dialog.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
      await visibleText(panel.getByTestId("points-balance"), "2500 points");

      await panel.getByRole("tab", { name: "Redeem history" }).click();
      await visibleText(panel.getByRole("tabpanel"), "Approved");
      await shotInBothThemes(page, "points-history-1440");

      await panel.getByRole("tab", { name: "Convert points" }).click();
      const convert = panel.getByRole("tabpanel");
      const field = convert.getByRole("textbox", { name: "Points to convert" });
      await field.fill("99");
      await visibleText(
        convert,
        "That is below the minimum number of points to convert",
      );
      await field.fill("1250");
      await visibleText(convert.getByTestId("convert-figure"), "12.50");
      await shotInBothThemes(page, "points-convert-1440");
      await convert
        .getByRole("button", { name: "Convert", exact: true })
        .click();
      await visibleText(convert, "Converted 1,250 points into 12.50.");
      await visibleText(panel.getByTestId("points-balance"), "1250 points");
      // The wallet rose by the cash reward and the conversion.
      await visibleText(page.locator(".app-header"), "62.50");

      await panel.getByRole("tab", { name: "Points detail" }).click();
      // The reason and its memo share the cell.
      await panel.getByRole("tabpanel").getByText("Converted to money").first().waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "points-detail-1440");
      await assertNoSeriousViolations(page);
      await context.close();
    },
  );

  await check(
    "reward center at 390 px: loading, error, empty, and a rejected item returns its points as news",
    async () => {
      const { account, context, page } = await memberWithPoints(2000, 390);
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route("**/wps/points/balance", async (route) => {
        await held;
        return route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            success: false,
            code: "service_unavailable",
            message: "busy",
          }),
        });
      });
      const panel = await openMemberPage(page, "rewardCenter", "Reward center");
      await panel
        .getByText("Loading the reward center…")
        .first()
        .waitFor({ state: "attached", timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "points-loading-390");
      release();
      // The section says what failed and why in one paragraph.
      await panel.getByText("This could not be loaded.", { exact: false }).first().waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "points-error-390");
      await page.unroute("**/wps/points/balance");
      await panel.getByRole("button", { name: "Try again" }).click();
      await visibleText(panel.getByTestId("points-balance"), "2000 points");

      await panel.getByRole("tab", { name: "Redeem history" }).click();
      await visibleText(panel, "No redeems yet");
      await shotInBothThemes(page, "points-history-empty-390");

      await panel.getByRole("tab", { name: "Points mall" }).click();
      await panel
        .getByRole("button", { name: "Redeem: Panalo T-shirt" })
        .click();
      const dialog = await readyDialog(page, "Redeem Panalo T-shirt");
      await dialog
        .getByLabel("Your login password", { exact: true })
        .fill(PASSWORD);
      await dialog.getByRole("button", { name: "Redeem now" }).click();
      await visibleText(dialog, "Please enter a delivery address");
      await dialog
        .getByLabel("Delivery address", { exact: true })
        .fill("12 Rizal St, Manila");
      await dialog
        .getByLabel("Your login password", { exact: true })
        .fill(PASSWORD);
      await dialog.getByRole("button", { name: "Redeem now" }).click();
      await dialog.getByText("your request is in process").first().waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "points-redeem-physical-390");
      await dialog
        .getByRole("button", { name: "Close", exact: true })
        .first()
        .click();

      panaloctl(
        "rewards",
        "redeems",
        "reject",
        redeemOf(account),
        "--note",
        "Out of this size",
      );
      await page.reload();
      const again = await openMemberPage(page, "rewardCenter", "Reward center");
      await visibleText(again.getByTestId("points-balance"), "2000 points");
      await visibleText(again, "1 redeem decision since your last visit");
      await again.getByRole("tab", { name: "Redeem history" }).click();
      await visibleText(again, "Rejected");
      await visibleText(again, "Out of this size");
      await shotInBothThemes(page, "points-rejected-390");
      await assertNoSeriousViolations(page);
      await context.close();
    },
  );
} finally {
  await browser.close();
}
finish();
