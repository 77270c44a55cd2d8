// Browser journey (issue 15 items 7 and 8): the help center from the
// operator's data with /help#term landing on the terms, the help and legal
// license popups from the footer, the feedback form's live word verdict (the
// shared rule through wasm) and a submission the operator answers, the
// footer's social links from site.resources, the side menu's app download QR
// codes (107 px), customer-service links, news, mirrors with representative
// verification and the installation guide; both themes at 390 and 1440 px, axe.
//
//   PANALO_JOURNEYS="tests/browser/help-center.mjs" bash ci/run-journey.sh
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
  panaloctl,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";

const PASSWORD = "Correct-Horse-42";

try {
  for (const width of [1440, 390]) {
    await check(
      `/help#term lands on the terms section at ${width} px`,
      async () => {
        const { context, page } = await openAt("/help#term", { width });
        const terms = page.locator("section#term");
        await terms.waitFor({ timeout: STEP_TIMEOUT });
        await visibleText(terms, "Terms and conditions");
        await terms
          .getByText("You must be 18 or older")
          .waitFor({ timeout: STEP_TIMEOUT });
        const inView = await terms.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        });
        assert(inView, "the terms section is not on screen after /help#term");
        // Every section the demo's app links point at exists.
        for (const anchor of [
          "about",
          "faq",
          "deposit",
          "withdraw",
          "responsible",
          "android",
          "ios",
        ]) {
          assert(
            (await page.locator(`section#${anchor}`).count()) === 1,
            `no help section #${anchor}`,
          );
        }
        // The HTML came through the server's sanitiser: no script in any section.
        assert(
          (await page.locator(".help-section script").count()) === 0,
          "a script inside a help section",
        );
        await shotInBothThemes(page, `help-term-${width}`);
        await context.close();
      },
    );
  }

  await check(
    "help sections in Tagalog, English where Tagalog has none",
    async () => {
      const { context, page } = await openAt("/help", { language: "TY" });
      await page
        .locator("section#term")
        .getByText("Mga tuntunin at kundisyon")
        .waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check(
    "footer: help popup, legal license popup, social links from site.resources",
    async () => {
      const { context, page } = await openAt("/");
      const footer = page.locator(".app-footer");
      // Social: the demo configures Facebook and Telegram, each shown with its link.
      const social = footer.getByRole("navigation", { name: "Follow us" });
      await social
        .getByRole("link", { name: "Facebook" })
        .waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await social
          .getByRole("link", { name: "Facebook" })
          .getAttribute("href")) === "https://www.facebook.com/panalo.demo",
        "the Facebook link is not the configured one",
      );
      assert(
        (await social.getByRole("link", { name: "Telegram" }).count()) === 1,
        "no Telegram link",
      );
      assert(
        (await social.getByRole("link", { name: "YouTube" }).count()) === 0,
        "an unconfigured YouTube link",
      );
      // The footer's help list comes from the help-center data.
      await footer
        .getByRole("link", { name: "Terms and conditions" })
        .waitFor({ timeout: STEP_TIMEOUT });

      await footer.getByRole("button", { name: "Help center" }).click();
      const help = page.getByRole("dialog", { name: "Help center" });
      await help.waitFor({ timeout: STEP_TIMEOUT });
      await help
        .locator("section#popup-term")
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "help-popup-1440");
      await page.keyboard.press("Escape");
      await help.waitFor({ state: "detached", timeout: STEP_TIMEOUT });

      await footer.getByRole("button", { name: "Legal license" }).click();
      const license = page.getByRole("dialog", { name: "Legal license" });
      await license
        .getByText("Panalo Demo Entertainment Ltd")
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "license-popup-1440");
      await license.getByRole("button", { name: "Close" }).last().click();
      await license.waitFor({ state: "detached", timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check(
    "side menu: app download QR codes of 107 px on hover, customer service, resources",
    async () => {
      const { context, page } = await openAt("/", { width: 1440 });
      const menu = page.locator("#side-menu");
      const toggle = menu.getByRole("button", { name: "Download the app" });
      await toggle.waitFor({ timeout: STEP_TIMEOUT });
      await toggle.hover();
      const panel = menu.getByRole("group", { name: "Download the app" });
      await panel.waitFor({ timeout: STEP_TIMEOUT });
      const android = panel.getByRole("img", { name: "QR code for Android" });
      const ios = panel.getByRole("img", { name: "QR code for iOS" });
      await android.waitFor({ timeout: STEP_TIMEOUT });
      await ios.waitFor({ timeout: STEP_TIMEOUT });
      const size = await android.evaluate((img) => [
        img.naturalWidth,
        img.getBoundingClientRect().width,
      ]);
      assert(
        size[0] === 107 && Math.round(size[1]) === 107,
        `the QR code is ${size.join("/")} px, not 107`,
      );
      assert(
        (await panel
          .getByRole("link", { name: "Android" })
          .getAttribute("href")) === "/help#android",
        "Android link",
      );
      await toggle.scrollIntoViewIfNeeded();
      await shotInBothThemes(page, "side-menu-qr-1440");
      // Keyboard: Escape closes it; focus shows it again.
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden", timeout: STEP_TIMEOUT });

      const chat = menu.getByRole("link", { name: /Live chat/ });
      await chat.waitFor({ timeout: STEP_TIMEOUT });
      assert(
        (await menu
          .getByRole("link", { name: /Telegram/ })
          .getAttribute("href")) === "https://t.me/panalo_demo",
        "Telegram",
      );
      await menu
        .getByRole("link", { name: "Mirror sites" })
        .waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check(
    "live chat on the web opens the 440 by 750 support window",
    async () => {
      panaloctl("cs", "add", "livechat", "Web chat", "/install");
      const { context, page } = await openAt("/", { width: 1440 });
      const link = page
        .locator("#side-menu")
        .getByRole("link", { name: /Web chat/ });
      await link.waitFor({ timeout: STEP_TIMEOUT });
      const popupPromise = page.waitForEvent("popup", {
        timeout: STEP_TIMEOUT,
      });
      await link.click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      const size = await popup.evaluate(() => [
        window.innerWidth,
        window.innerHeight,
      ]);
      assert(
        Math.abs(size[0] - 440) <= 16 && Math.abs(size[1] - 750) <= 90,
        `support window is ${size.join("x")}`,
      );
      await popup.close();
      await context.close();
    },
  );

  for (const width of [1440, 390]) {
    await check(
      `feedback at ${width} px: live word verdict, submit, the operator's answer`,
      async () => {
        const account = uniqueName("fb");
        createMember(account, PASSWORD);
        const { context, page } = await openAt("/", { width });
        await loginThroughPopup(page, account, PASSWORD);
        await waitForLoggedInHeader(page);
        await page.goto(`${baseUrl}/feedback`);
        const box = page.getByRole("textbox", { name: "Your feedback" });
        await box.waitFor({ timeout: STEP_TIMEOUT });
        await page
          .getByText("0 words (between 5 and 300)")
          .waitFor({ timeout: STEP_TIMEOUT });
        await box.fill("Too short");
        await page
          .getByText("Feedback content must be between 5 and 300 words")
          .waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await box.getAttribute("aria-invalid")) === "true",
          "the box is not marked invalid",
        );
        await shotInBothThemes(page, `feedback-invalid-${width}`);
        // CJK characters count one word each: five of them pass.
        await box.fill("我喜欢这个");
        await page
          .getByText("5 words (between 5 and 300)")
          .waitFor({ timeout: STEP_TIMEOUT });
        const text = `<b>Deposits</b> by e-wallet were quick today ${account}`;
        await box.fill(text);
        await page
          .getByText("7 words (between 5 and 300)")
          .waitFor({ timeout: STEP_TIMEOUT });
        const sent = page.waitForResponse(
          (r) =>
            r.url().endsWith("/wps/feedback") && r.request().method() === "PUT",
        );
        await page.getByRole("button", { name: "Send feedback" }).click();
        assert((await sent).status() === 200, "the feedback was not stored");
        await page
          .getByText("Thank you. Your feedback was sent")
          .waitFor({ timeout: STEP_TIMEOUT });
        // Shown as the text typed, markup included (never as HTML).
        await page
          .locator(".feedback-item__content", { hasText: text })
          .waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await page.locator(".feedback-item__content b").count()) === 0,
          "feedback rendered as HTML",
        );
        await page
          .getByText("Not answered yet")
          .waitFor({ timeout: STEP_TIMEOUT });

        const listed = JSON.parse(
          panaloctl("support", "feedback", "list", "--unanswered", "--json"),
        );
        const mine = listed.find((f) => f.account === account);
        assert(
          mine && mine.content === text,
          "the operator does not see the feedback",
        );
        panaloctl(
          "support",
          "feedback",
          "answer",
          String(mine.id),
          "Thank you, we passed it on to the payments team.",
        );
        await page.reload();
        await page
          .getByText("Thank you, we passed it on to the payments team.")
          .waitFor({ timeout: STEP_TIMEOUT });
        await shotInBothThemes(page, `feedback-answered-${width}`);
        await context.close();
      },
    );
  }

  await check(
    "news list and article, mirrors with representative verification, installation guide",
    async () => {
      const { context, page } = await openAt("/news", { width: 1440 });
      const first = page.getByRole("link", {
        name: "Can't reach us? Use a mirror site",
      });
      await first.waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "news-1440");
      await first.click();
      await page
        .getByRole("heading", {
          level: 1,
          name: "Can't reach us? Use a mirror site",
        })
        .waitFor({ timeout: STEP_TIMEOUT });
      await page
        .locator(".news-article .rich-text")
        .getByRole("link", { name: "mirror list" })
        .click();

      await page
        .getByRole("heading", { level: 1, name: "Mirror sites" })
        .waitFor({ timeout: STEP_TIMEOUT });
      await page
        .getByRole("link", { name: /panalo-mirror1\.example/ })
        .waitFor({ timeout: STEP_TIMEOUT });
      const contact = page.getByLabel("Their contact or ID");
      await contact.fill("@panalo_host_ana");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await page
        .getByText(
          "@panalo_host_ana is a real Panalo representative: Ana, VIP host.",
        )
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "mirrors-verified-1440");
      await contact.fill("@panalo_host_fake");
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await page
        .getByText("@panalo_host_fake is not one of our representatives.", {
          exact: false,
        })
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "mirrors-refused-1440");

      await page.goto(`${baseUrl}/install`);
      await page
        .getByRole("heading", { level: 1, name: "Installation guide" })
        .waitFor({ timeout: STEP_TIMEOUT });
      await page
        .getByText("Open this site in Safari.")
        .waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check(
    "loading and error states of the help page, both themes",
    async () => {
      const { context, page } = await openAt("/", { width: 390 });
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route("**/wps/system/helpCenter**", async (route) => {
        await held;
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            success: false,
            code: "service_unavailable",
            message: "busy",
          }),
        });
      });
      // A fresh load of /help: the side menu's help links asked for the help center
      // on the first page already (cached), so only a new load shows the page waiting.
      await page.goto(`${baseUrl}/help`);
      await page
        .locator("main")
        .getByText("Loading…")
        .first()
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "help-loading-390");
      release();
      await page
        .getByText("The help center could not be loaded")
        .waitFor({ timeout: STEP_TIMEOUT * 2 });
      await shotInBothThemes(page, "help-error-390");
      await context.close();
    },
  );
} finally {
  await browser.close();
}
finish();
