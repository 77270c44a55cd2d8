// Browser journey (issue 15 items 1, 2 and 9, content): the announcement popup
// list (nine titles a page, paging, HTML detail, Go to the reward center),
// shown once per session per user kind (a reload after closing: not shown; a
// new session: shown; a first login: the first-login list; a later login: the
// member's list), the home notice marquee (a notice opens the notice modal at
// that notice; keyboard; reduced motion), the banner carousels (w_home
// autoplay, pause on hover, buttons, a slide opening its link; w_reg in the
// register popup; w_leftmenu in the side menu), in EN and TY, both themes at
// 390 and 1440 px, with axe.
//
// The journeys' template database has no popup items (ci/pg.sh loads `content
// demo --without-popups`, and ci/run-journey.sh removes any before each
// journey): this journey loads the full demo and puts the quiet one back.
import { assert, check, finish, STEP_TIMEOUT } from "./lib/harness.mjs";
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";

const PASSWORD = "Correct-Horse-42";
panaloctl("content", "demo");

const popupOf = (page, name = "Announcements") =>
  page.getByRole("dialog", { name });
const titleButtons = (dialog) => dialog.locator(".announcements__title");
const currentTitle = (dialog) =>
  dialog.locator(
    '.announcements__title[aria-current="true"] .announcements__title-text',
  );
const detailTitle = (dialog) => dialog.locator(".announcements__detail-title");
const homeReady = (page) =>
  page.locator(".notice-marquee").waitFor({ timeout: STEP_TIMEOUT });

/** No popup list within a moment of the home page being drawn (its data comes with the marquee's). */
async function assertNoPopup(page) {
  await homeReady(page);
  await page.waitForTimeout(1200);
  assert((await page.getByRole("dialog").count()) === 0, "a popup opened");
}

async function closePopup(dialog) {
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
}

try {
  await check(
    "a visitor gets the popup list: nine titles a page, paging, the HTML detail",
    async () => {
      const { context, page } = await openAt("/");
      const dialog = popupOf(page);
      await dialog.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await titleButtons(dialog).count()) === 9,
        `page 1 lists ${await titleButtons(dialog).count()} titles`,
      );
      const first = await currentTitle(dialog).textContent();
      assert(
        first === "Welcome bonus: 100% on your first deposit",
        `first item "${first}"`,
      );
      assert(
        (await detailTitle(dialog).textContent()) === first,
        "detail is not the first item",
      );
      // The operator's HTML, as the server sanitised it.
      await dialog.locator(".announcements__content ul li").first().waitFor();
      assert(
        (await dialog.getByRole("link", { name: "Go" }).count()) === 1,
        "no Go button on a promotion",
      );
      await dialog.getByText("Page 1 of 2").waitFor();
      await shotInBothThemes(page, "announcements-popup-1440");

      await dialog.getByRole("button", { name: "Next", exact: true }).click();
      await dialog.getByText("Page 2 of 2").waitFor();
      const secondPage = await titleButtons(dialog).count();
      assert(
        secondPage >= 3 && secondPage <= 9,
        `page 2 lists ${secondPage} titles`,
      );
      assert(
        await dialog
          .getByRole("button", { name: "Next", exact: true })
          .isDisabled(),
        "Next is live on the last page",
      );
      // An item without a promotion has no Go button.
      await dialog
        .getByRole("button", { name: "Sabong nights are live" })
        .click();
      await detailTitle(dialog).getByText("Sabong nights are live").waitFor();
      assert(
        (await dialog.getByRole("link", { name: "Go" }).count()) === 0,
        "Go on an item without a promotion",
      );
      await dialog
        .getByRole("button", { name: "Previous", exact: true })
        .click();
      await dialog.getByText("Page 1 of 2").waitFor();
      await context.close();
    },
  );

  await check("the popup list stacks on a phone, in Tagalog", async () => {
    const { context, page } = await openAt("/", { width: 390, language: "TY" });
    const dialog = popupOf(page, "Mga anunsyo");
    await dialog.waitFor({ timeout: STEP_TIMEOUT });
    await detailTitle(dialog)
      .getByText("Welcome bonus: 100% sa unang deposito")
      .waitFor();
    const [list, detail] = await Promise.all([
      dialog.locator(".announcements__index").boundingBox(),
      dialog.locator(".announcements__detail").boundingBox(),
    ]);
    assert(
      detail.y >= list.y + list.height - 1,
      "the detail is not below the titles on a phone",
    );
    await shotInBothThemes(page, "announcements-popup-390");
    await context.close();
  });

  await check(
    "closed, the list stays closed for the session; a new session shows it again",
    async () => {
      const { context, page } = await openAt("/");
      await closePopup(popupOf(page));
      const flag = await page.evaluate(() =>
        sessionStorage.getItem("popupClosed_anonymous"),
      );
      assert(flag === "true", `popup-closed flag ${flag}`);
      await page.reload();
      await assertNoPopup(page);
      await page.goto(page.url().replace(/\/$/, "") + "/promotions");
      await page.goBack();
      await assertNoPopup(page);
      await context.close();

      const fresh = await openAt("/");
      await popupOf(fresh.page).waitFor({ timeout: STEP_TIMEOUT });
      // Escape closes it too, and counts as closing.
      await fresh.page.keyboard.press("Escape");
      await popupOf(fresh.page).waitFor({
        state: "detached",
        timeout: STEP_TIMEOUT,
      });
      await fresh.page.reload();
      await assertNoPopup(fresh.page);
      await fresh.context.close();
    },
  );

  const member = uniqueName("notice");
  createMember(member, PASSWORD);

  await check(
    "a first login gets the first-login list, and Go leads to the reward center",
    async () => {
      const { context, page } = await openAt("/");
      await closePopup(popupOf(page));
      await loginThroughPopup(page, member, PASSWORD);
      await waitForLoggedInHeader(page);
      const dialog = popupOf(page);
      await dialog.waitFor({ timeout: STEP_TIMEOUT });
      const titles = await dialog
        .locator(".announcements__title-text")
        .allTextContents();
      assert(
        titles.join("|") ===
          "Welcome to Panalo!|Getting started in three steps",
        `first-login list: ${titles.join("|")}`,
      );
      // A reload before it is closed shows the same first-login list (the flag is in session storage).
      await page.reload();
      await waitForLoggedInHeader(page);
      await dialog.waitFor({ timeout: STEP_TIMEOUT });
      const again = await dialog
        .locator(".announcements__title-text")
        .allTextContents();
      assert(
        again.join("|") === titles.join("|"),
        `after a reload: ${again.join("|")}`,
      );
      await shotInBothThemes(page, "announcements-first-login-1440");
      await dialog.getByRole("link", { name: "Go" }).click();
      await dialog.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
      await page.waitForURL(
        (url) =>
          url.pathname === "/member" &&
          url.searchParams.get("page") === "rewardCenter",
      );
      const flag = await page.evaluate(() =>
        sessionStorage.getItem("popupClosed_firstLogin"),
      );
      assert(flag === "true", `first-login popup-closed flag ${flag}`);
      await context.close();
    },
  );

  await check("a later login gets the member's list", async () => {
    const { context, page } = await openAt("/");
    await closePopup(popupOf(page));
    await loginThroughPopup(page, member, PASSWORD);
    await waitForLoggedInHeader(page);
    const dialog = popupOf(page);
    await dialog.waitFor({ timeout: STEP_TIMEOUT });
    assert(
      (await titleButtons(dialog).count()) === 9,
      "the member list has no full first page",
    );
    const titles = await dialog
      .locator(".announcements__title-text")
      .allTextContents();
    assert(
      !titles.includes("Welcome to Panalo!"),
      "the first-login list came again",
    );
    await closePopup(dialog);
    await page.reload();
    await waitForLoggedInHeader(page);
    await assertNoPopup(page);
    await context.close();
  });

  await check(
    "a marquee notice opens the notice modal at that notice, from the keyboard too",
    async () => {
      const { context, page } = await openAt("/");
      await closePopup(popupOf(page));
      const notices = page.locator(
        ".notice-marquee__list:not([aria-hidden]) .notice-marquee__item",
      );
      assert(
        (await notices.count()) === 4,
        `${await notices.count()} notices in the marquee`,
      );
      // Only one copy of each notice is reachable (the loop's copy is inert).
      assert(
        (await page
          .locator('.notice-marquee__list[aria-hidden="true"][inert]')
          .count()) === 1,
        "copy not inert",
      );
      const third = await notices.nth(2).textContent();
      // Focus stops the marquee (a moving target cannot be clicked reliably, nor read).
      await notices.nth(2).focus();
      const running = await page.evaluate(
        () =>
          document.querySelector(".notice-marquee__track").getAnimations()[0]
            ?.playState,
      );
      assert(
        running === "paused",
        `the marquee runs on while focused (${running})`,
      );
      await page.keyboard.press("Enter");
      const modal = popupOf(page, "Notice");
      await modal.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await currentTitle(modal).textContent()) === third,
        "the modal opened at another notice",
      );
      assert(
        (await detailTitle(modal).textContent()) === third,
        "the detail is another notice",
      );
      await shotInBothThemes(page, "notice-modal-1440");
      await closePopup(modal);
      await shotInBothThemes(page, "home-banners-marquee-1440");
      await context.close();
    },
  );

  await check(
    "the marquee stands still under reduced motion and a click opens its notice",
    async () => {
      const { context, page } = await openAt("/", { width: 390 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await closePopup(popupOf(page));
      const animations = await page.evaluate(
        () =>
          document.querySelector(".notice-marquee__track").getAnimations()
            .length,
      );
      assert(animations === 0, `${animations} animations under reduced motion`);
      const notices = page.locator(
        ".notice-marquee__list:not([aria-hidden]) .notice-marquee__item",
      );
      await notices.first().click();
      const modal = popupOf(page, "Notice");
      await modal.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await currentTitle(modal).textContent()) ===
          (await notices.first().textContent()),
        "wrong notice",
      );
      await shotInBothThemes(page, "notice-modal-390");
      await closePopup(modal);
      await shotInBothThemes(page, "home-banners-marquee-390");
      await context.close();
    },
  );

  await check(
    "home banners: autoplay every 5 s, paused on hover, buttons, a slide opens its link",
    async () => {
      const { context, page } = await openAt("/");
      await closePopup(popupOf(page));
      const carousel = page.locator(".banner-carousel--home");
      await carousel.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await page.locator("#hero-title").count()) === 0,
        "the brand slide is still drawn beside the banners",
      );
      const slides = carousel.locator(".banner-carousel__slide");
      assert(
        (await slides.count()) === 4,
        `${await slides.count()} home banners`,
      );
      const current = () =>
        slides.evaluateAll((list) =>
          list.findIndex((s) => s.getAttribute("aria-hidden") !== "true"),
        );
      assert((await current()) === 0, "does not start at the first banner");
      await page.mouse.move(5, 890);
      await page.waitForFunction(
        () =>
          document
            .querySelectorAll(
              ".banner-carousel--home .banner-carousel__slide",
            )[1]
            ?.getAttribute("aria-hidden") === "false",
        null,
        { timeout: 7000 },
      );
      // Hovered, it stays.
      await carousel.hover();
      const held = await current();
      await page.waitForTimeout(6000);
      assert((await current()) === held, "moved on while hovered");
      await carousel.getByRole("button", { name: "Next banner" }).click();
      assert((await current()) === (held + 1) % 4, "Next did not move on");
      await carousel.getByRole("button", { name: "Previous banner" }).click();
      await carousel.getByRole("button", { name: "Previous banner" }).click();
      assert(
        (await current()) === (held + 3) % 4,
        "Previous did not move back",
      );
      // Only the slide in view is reachable.
      assert(
        (await carousel.locator(".banner-carousel__slide[inert]").count()) ===
          3,
        "hidden slides are reachable",
      );
      while ((await current()) !== 0)
        await carousel.getByRole("button", { name: "Next banner" }).click();
      await page.waitForTimeout(1100);
      await slides.nth(0).getByRole("button").click();
      await page.waitForURL((url) => url.pathname === "/promotions");
      await context.close();
    },
  );

  await check(
    "register popup shows the w_reg banner and the side menu the w_leftmenu ones",
    async () => {
      const { context, page } = await openAt("/register");
      const register = page.getByRole("dialog", {
        name: "Create your account",
      });
      await register.waitFor({ timeout: STEP_TIMEOUT });
      await register
        .locator(".banner-carousel--register")
        .getByText("Join today: 100% first deposit bonus")
        .waitFor();
      await register
        .locator(".forms-status")
        .waitFor({ state: "detached", timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "register-banner-1440");
      await page.keyboard.press("Escape");
      const menu = page.locator("#side-menu .banner-carousel--menu");
      await menu.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await menu.locator(".banner-carousel__slide").count()) === 2,
        "side menu banners",
      );
      await context.close();
    },
  );
} finally {
  // Later journeys of this worker share the database: back to the quiet demo.
  panaloctl("content", "demo", "--without-popups");
}

finish();
