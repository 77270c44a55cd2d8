// Browser journey (issue 15 item 5, spec sections 2, 6 and 7): platform
// messages in the member center (messageV2) with unread badges on the menu
// entry and the header's avatar menu. A member with messages sent by the
// operator (panaloctl messages send) plus the demo broadcasts reads one and
// watches both badges drop at once, marks all read, deletes one; HTML comes
// back clean; at 1440 and 390 px, both themes, axe clean; the loading and error
// states. (A free-play player never asking for the unread count is checked by
// free-play.mjs.)
//
//   PANALO_JOURNEYS="tests/browser/messages.mjs" bash ci/run-journey.sh
import {
  assert,
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
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";

const PASSWORD = "Correct-Horse-42";

function memberWithMessages() {
  const account = uniqueName("msg");
  createMember(account, PASSWORD);
  panaloctl(
    "messages",
    "send",
    "member",
    account,
    "--title",
    "Your withdrawal was paid",
    "--body",
    "We sent 1,500.00 to your BDO account.\nIt may take up to an hour to show.",
  );
  panaloctl(
    "messages",
    "send",
    "member",
    account,
    "--html",
    "--title",
    "Weekend tournament results",
    "--body",
    '<p>You finished <b>3rd</b>.<script>alert(1)</script></p><a href="javascript:alert(1)">prize</a><ul><li>Slots</li></ul>',
    "--ty-title",
    "Resulta ng torneo",
    "--ty-body",
    "<p>Ikaw ay <b>ika-3</b>.</p>",
  );
  return account;
}

async function signIn(account, width) {
  const { context, page } = await openAt("/", { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { context, page };
}

const avatarBadge = (page) => page.locator(".app-header .avatar-menu__badge");
const menuBadge = (page) =>
  page
    .locator(".center-menu__link", { hasText: "Messages" })
    .locator(".unread-badge");

async function badgeText(locator) {
  if ((await locator.count()) === 0) return "";
  return (await locator.locator('[aria-hidden="true"]').innerText()).trim();
}

async function until(test, message) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await test())) {
    assert(Date.now() < deadline, message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openMessages(page) {
  await page.goto(new URL("/member?page=messageV2", page.url()).href);
  const panel = page.locator(".center-panel");
  await panel.locator(".messages__list").waitFor({ timeout: STEP_TIMEOUT });
  return panel;
}

try {
  for (const width of [1440, 390]) {
    await check(
      `read a message and watch the badges drop at ${width} px`,
      async () => {
        const account = memberWithMessages();
        const { context, page } = await signIn(account, width);
        // Two sent to the member and the three demo broadcasts to everyone.
        await until(
          async () => (await badgeText(avatarBadge(page))) === "5",
          "the avatar shows 5 unread",
        );
        const panel = await openMessages(page);
        // The page was loaded anew: the count arrives on its own request, maybe after the list.
        await until(
          async () => (await badgeText(menuBadge(page))) === "5",
          "the menu entry shows 5 unread",
        );
        const unreadItems = panel.locator(".messages__item[data-unread]");
        assert(
          (await unreadItems.count()) === 5,
          `5 unread items, saw ${await unreadItems.count()}`,
        );
        await panel
          .getByText("5 messages, 5 unread")
          .waitFor({ timeout: STEP_TIMEOUT });
        await panel.evaluate((element) =>
          element.scrollIntoView({ block: "start" }),
        );
        await shotInBothThemes(page, `messages-unread-${width}`);

        // The newest first: the tournament results. Opening it shows its clean HTML.
        const first = panel.locator(".messages__item").first();
        assert(
          (await first.innerText()).includes("Weekend tournament results"),
          "the newest message comes first",
        );
        await first.click();
        const article = panel.locator(".messages__article");
        await article
          .getByRole("heading", { name: "Weekend tournament results" })
          .waitFor({ timeout: STEP_TIMEOUT });
        const html = await article.locator(".messages__content").innerHTML();
        assert(
          html.includes("<b>3rd</b>") && html.includes("<li>Slots</li>"),
          `formatting kept: ${html}`,
        );
        assert(
          !/script|javascript:/i.test(html),
          `nothing executable: ${html}`,
        );
        // Both badges drop at once, before any poll.
        await until(
          async () => (await badgeText(menuBadge(page))) === "4",
          "the menu badge drops to 4",
        );
        await until(
          async () => (await badgeText(avatarBadge(page))) === "4",
          "the avatar badge drops to 4",
        );
        assert(
          (await unreadItems.count()) === 4,
          "the opened message is no longer marked unread",
        );
        await article.scrollIntoViewIfNeeded();
        await shotInBothThemes(page, `messages-open-${width}`);

        // The avatar menu says it too.
        await page.locator(".app-header .avatar-menu__button").click();
        const messagesItem = page.getByRole("menuitem", { name: /messages/i });
        await messagesItem.waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await messagesItem.innerText()).includes("4"),
          "the avatar menu entry shows 4",
        );
        await page.keyboard.press("Escape");

        // Mark all read: the badges go.
        await panel.getByRole("button", { name: "Mark all as read" }).click();
        await until(
          async () => (await menuBadge(page).count()) === 0,
          "the menu badge goes",
        );
        await until(
          async () => (await avatarBadge(page).count()) === 0,
          "the avatar badge goes",
        );
        await panel
          .getByText("5 messages, 0 unread")
          .waitFor({ timeout: STEP_TIMEOUT });

        // Delete one, after confirming.
        await panel
          .locator(".messages__item", { hasText: "Your withdrawal was paid" })
          .click();
        await article
          .getByRole("heading", { name: "Your withdrawal was paid" })
          .waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await article.locator(".messages__content").innerHTML()).includes(
            "<br>",
          ),
          "line breaks are kept",
        );
        await article.getByRole("button", { name: "Delete" }).click();
        const confirm = page.getByRole("dialog", {
          name: "Delete this message?",
        });
        await confirm.waitFor({ timeout: STEP_TIMEOUT });
        await shotInBothThemes(page, `messages-delete-${width}`);
        await confirm.getByRole("button", { name: "Delete" }).click();
        await panel
          .getByText("4 messages, 0 unread")
          .waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await panel
            .locator(".messages__item", { hasText: "Your withdrawal was paid" })
            .count()) === 0,
          "deleted",
        );
        await context.close();
      },
    );
  }

  await check("a message in Tagalog, English where it has none", async () => {
    const account = memberWithMessages();
    // Signed in in English, then switched to Tagalog: the list follows the page's language.
    const { context: english, page: englishPage } = await signIn(account, 1440);
    await englishPage.evaluate(() => {
      localStorage.setItem("hisLang", "TY");
      localStorage.setItem("lang", "TY");
    });
    await englishPage.reload();
    const panel = await openMessages(englishPage);
    await panel
      .getByText("Resulta ng torneo")
      .waitFor({ timeout: STEP_TIMEOUT });
    await panel
      .getByText("Your withdrawal was paid")
      .waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(englishPage, "messages-ty-1440");
    await english.close();
  });

  await check("messages: loading and error states", async () => {
    const account = memberWithMessages();
    const { context, page } = await signIn(account, 1440);
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route("**/wps/relay/CSP_messages?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL("/member?page=messageV2", page.url()).href);
    const panel = page.locator(".center-panel");
    await panel
      .getByText("Loading your messages…")
      .waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, "messages-loading-1440");
    release();
    await panel.locator(".messages__list").waitFor({ timeout: STEP_TIMEOUT });
    await page.unroute("**/wps/relay/CSP_messages?*");

    await page.route("**/wps/relay/CSP_messages?*", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"success":false,"code":"service_unavailable","message":"down"}',
      }),
    );
    await page.reload();
    await panel
      .getByRole("button", { name: "Try again" })
      .waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, "messages-error-1440");
    await page.unroute("**/wps/relay/CSP_messages?*");
    await panel.getByRole("button", { name: "Try again" }).click();
    await panel.locator(".messages__list").waitFor({ timeout: STEP_TIMEOUT });
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
