// Browser journey (issue 13 item 9, spec section 2 Member center pages): on a
// phone the member center's menu is one sideways-scrolling row of chips, so the
// open page starts on the first screen, and the open page's chip is scrolled
// into view even when it is far along the row; on a desktop the menu is a
// column beside the page. Keyboard: Tab reaches the chips in order. Both
// themes, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/member-center-menu.mjs" bash ci/run-journey.sh
import {
  assert,
  baseUrl,
  browser,
  check,
  finish,
  STEP_TIMEOUT,
} from "./lib/harness.mjs";
import {
  createMember,
  loginThroughPopup,
  openAt,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";

const PASSWORD = "Correct-Horse-42";

async function memberPage(width, key) {
  const account = uniqueName("menu");
  createMember(account, PASSWORD);
  const { context, page } = await openAt("/", { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  await page.goto(`${baseUrl}/member?page=${key}`);
  const menu = page.getByRole("navigation", { name: "Member center pages" });
  await menu
    .locator('[aria-current="page"]')
    .waitFor({ timeout: STEP_TIMEOUT });
  return { context, page, menu };
}

try {
  await check(
    "phone: one row of chips, the page on the first screen, the open chip in view",
    async () => {
      // bonusDetails sits far along the row: it starts out of the 390 px view.
      const { context, page, menu } = await memberPage(390, "bonusDetails");
      const box = await menu.locator("ul").boundingBox();
      assert(
        box && box.height < 60,
        `the menu is one row: ${JSON.stringify(box)}`,
      );
      const heading = await page.locator("#member-panel-title").boundingBox();
      assert(
        heading && heading.y + heading.height < 844,
        `the page's title is on the first screen: ${JSON.stringify(heading)}`,
      );
      const chip = await menu.locator('[aria-current="page"]').boundingBox();
      assert(
        chip &&
          chip.x >= box.x - 1 &&
          chip.x + chip.width <= box.x + box.width + 1,
        `the open chip is in view: ${JSON.stringify({ chip, box })}`,
      );
      const scrolled = await menu
        .locator("ul")
        .evaluate((list) => list.scrollLeft);
      assert(scrolled > 0, "the row scrolled to the open chip");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shotInBothThemes(page, "member-menu-390");

      // Tab from the first chip moves along the row in order.
      const first = menu.getByRole("link").first();
      await first.focus();
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(
        () => document.activeElement?.textContent,
      );
      const second = await menu.getByRole("link").nth(1).textContent();
      assert(
        focused === second,
        `Tab goes to the next chip: ${focused} vs ${second}`,
      );
      await context.close();
    },
  );

  await check("desktop: the menu is a column beside the page", async () => {
    const { context, page, menu } = await memberPage(1440, "transferFund");
    const links = menu.getByRole("link");
    const [a, b] = [
      await links.nth(0).boundingBox(),
      await links.nth(1).boundingBox(),
    ];
    assert(
      a && b && b.y > a.y && Math.abs(b.x - a.x) < 2,
      `entries stack: ${JSON.stringify({ a, b })}`,
    );
    const panel = await page.locator(".center-panel").boundingBox();
    const nav = await menu.boundingBox();
    assert(
      panel && nav && panel.x > nav.x + nav.width - 1,
      "the page is beside the menu",
    );
    await shotInBothThemes(page, "member-menu-1440");
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
