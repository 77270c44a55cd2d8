// Browser journey (issue 14 items 2, 4, 6, 9): the game lists. A visitor
// searches the slots lobby by an accented name typed without accents, filters
// by vendor and turns pages (all answered in the browser by the wasm lobby
// filter); a favourite asked logged out opens the login; a member's favourite
// shows on /favorite; a house game launched from the RNG lobby plays rounds,
// the header balance follows and the betting record lists them. Both themes,
// 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/game-lobby.mjs" bash ci/run-journey.sh
import {
  assert,
  baseUrl,
  browser,
  check as namedCheck,
  finish,
  STEP_TIMEOUT,
  waitForApp,
} from "./lib/harness.mjs";
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  readyDialog,
  shot,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from "./lib/account-helpers.mjs";
import { sql } from "./lib/database.mjs";

const PASSWORD = "Correct-Horse-42";
const LOBBY_PAGE_SIZE = 18;

async function until(test, message) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (!(await test())) {
    assert(Date.now() < deadline, message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tiles = (page) => page.locator(".game-grid .game-tile");
const tileNames = (page) =>
  page.locator(".game-grid .game-tile__name").allInnerTexts();

async function openLobby(route, options) {
  const { context, page } = await openAt(route, options);
  current = page;
  await tiles(page).first().waitFor({ timeout: STEP_TIMEOUT });
  return { context, page };
}

// The page of the running check: a failure leaves a picture of it (build/screenshots/failed-*).
let current = null;
async function check(name, fn) {
  await namedCheck(name, async () => {
    try {
      await fn();
    } catch (error) {
      if (current && !current.isClosed())
        await shot(
          current,
          `failed-${name.replace(/[^a-z0-9]+/gi, "-")}`,
        ).catch(() => {});
      throw error;
    }
  });
}

function withoutAccents(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

// The house games come into the catalogue with migration 0022 (another branch);
// until then the journey registers them the same way, and the catalogue cache
// reloads on the NOTIFY. After 0022 this changes nothing.
function ensureHouseGamesInCatalogue() {
  sql(`UPDATE game_vendors SET category = 'RNG', lane = 'RNG' WHERE code = 'PO' AND category IS NULL;
       INSERT INTO games (vendor_code, game_code, game_type, game_name, icon_url, is_hot, sort_order)
       VALUES ('PO', 'PO_FRUIT_SLOT', 'RNG', 'Panalo Fruit Slot', '/wps/games/icon?vendor=PO&game=PO_FRUIT_SLOT', true, 1),
              ('PO', 'PO_DICE', 'RNG', 'Panalo Dice', '/wps/games/icon?vendor=PO&game=PO_DICE', true, 2)
       ON CONFLICT (vendor_code, game_code) DO NOTHING;
       NOTIFY panalo_catalogue;`);
}

/** Waits until the server's catalogue cache has reloaded with the house games. */
async function waitForHouseGamesServed() {
  await until(async () => {
    const answer = await fetch(`${baseUrl}/wps/relay/GCS_gameList?vassalage=PO&pageSize=10`);
    const body = await answer.json().catch(() => null);
    return answer.ok && body?.value?.games?.length >= 2;
  }, 'the games list serves the house games');
}

try {
  const rngGames = Number(
    sql(`SELECT count(*) FROM games WHERE game_type = 'RNG' AND enabled`),
  );
  const accented = sql(
    `SELECT game_name FROM games WHERE game_type = 'RNG' AND enabled AND game_name ~ '[áãçéñóöüÜÉ]'
       AND game_name ~ '^[A-Za-z &áãçéñóöüÜÉèêíôúàÀÇÓÚ]+$' ORDER BY id LIMIT 1`,
  );
  assert(accented !== "", "the demo catalogue has an accented RNG game name");

  await check(
    "search by an accented name typed plainly, filter by vendor, paginate (1440 px)",
    async () => {
      const { context, page } = await openLobby("/rng", { width: 1440 });
      const shown = await tiles(page).count();
      assert(
        shown === LOBBY_PAGE_SIZE,
        `18 games on the first page, saw ${shown}`,
      );
      const lastPage = Math.ceil(rngGames / LOBBY_PAGE_SIZE);
      await page
        .getByRole("button", { name: `Page ${lastPage}`, exact: true })
        .waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "lobby-rng-1440");

      // Page 2 shows other games, and says it is the current page.
      const first = await tileNames(page);
      await page.getByRole("button", { name: "Page 2", exact: true }).click();
      await until(
        async () => (await tileNames(page)).join() !== first.join(),
        "page 2 shows other games",
      );
      const current = await page
        .locator('.pagination [aria-current="page"]')
        .innerText();
      assert(current === "2", `page 2 is current, not ${current}`);

      // Typed lower-case and without accents, with spaces around: the accented game is found.
      const typed = `  ${withoutAccents(accented).toLowerCase()} `;
      await page.getByRole("searchbox", { name: "Search games" }).fill(typed);
      await until(
        async () => (await tileNames(page)).includes(accented),
        `"${typed}" finds "${accented}"`,
      );
      const found = await tileNames(page);
      assert(
        found.every((name) =>
          withoutAccents(name)
            .toLowerCase()
            .includes(withoutAccents(accented).toLowerCase()),
        ),
        `every game found matches: ${found.join(", ")}`,
      );
      await page
        .getByRole("searchbox", { name: "Search games" })
        .fill("zz no such game zz");
      await visibleText(page.locator(".page"), "No games to show yet");
      await shotInBothThemes(page, "lobby-no-results-1440");
      await page.getByRole("searchbox", { name: "Search games" }).fill("");

      // Vendor JILI (JL) is on the second slide of the vendor menu.
      const menu = page.getByRole("group", { name: "Provider" });
      assert(
        (await menu.getByRole("button").count()) === 6,
        "the vendor menu shows 6 per slide",
      );
      await page.getByRole("button", { name: "Next providers" }).click();
      await menu.getByRole("button", { name: "JILI", exact: true }).click();
      await until(async () => {
        const vendors = await page
          .locator(".game-grid .game-tile__vendor")
          .allInnerTexts();
        return (
          vendors.length === LOBBY_PAGE_SIZE &&
          vendors.every((v) => v === "JILI")
        );
      }, "the JILI filter shows only JILI games");
      const jiliPages = Math.ceil(
        Number(
          sql(
            `SELECT count(*) FROM games WHERE vendor_code = 'JL' AND enabled`,
          ),
        ) / 18,
      );
      await page
        .getByRole("button", { name: `Page ${jiliPages}`, exact: true })
        .waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check("?vassalage= preselects a vendor; tiles at 390 px", async () => {
    const { context, page } = await openLobby("/fish?vassalage=KA", {
      width: 390,
    });
    const pressed = await page
      .getByRole("group", { name: "Provider" })
      .locator('[aria-pressed="true"]')
      .innerText();
    assert(pressed === "KA Gaming", `KA Gaming is chosen, not ${pressed}`);
    const vendors = await page
      .locator(".game-grid .game-tile__vendor")
      .allInnerTexts();
    assert(
      vendors.every((v) => v === "KA Gaming"),
      `only KA games: ${vendors.join()}`,
    );
    await shotInBothThemes(page, "lobby-fish-390");
    await context.close();
  });

  await check(
    "loading and error states of the lobby, then a retry that loads (390 px)",
    async () => {
      const { context, page } = await openAt("/", { width: 390 });
      current = page;
      let fail = true;
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route("**/wps/relay/GCS_gameList*", async (route) => {
        await held;
        if (fail)
          await route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({
              success: false,
              code: "system_maintenance",
              message: "down",
            }),
          });
        else await route.continue();
      });
      await page.goto(`${baseUrl}/live`);
      await waitForApp(page);
      await visibleText(page.locator(".page"), "Loading games…");
      await shotInBothThemes(page, "lobby-loading-390");
      release();
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "The games could not be loaded" });
      await alert.waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, "lobby-error-390");
      fail = false;
      await alert.getByRole("button", { name: "Try again" }).click();
      await tiles(page).first().waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    },
  );

  await check(
    "logged out, the favourite toggle and the Favourite filter open the login",
    async () => {
      const { context, page } = await openLobby("/rng", { width: 1440 });
      const heart = tiles(page)
        .first()
        .getByRole("button", { name: /^Favourite: / });
      assert(
        (await heart.getAttribute("aria-pressed")) === "false",
        "the heart is not pressed",
      );
      await heart.click();
      const dialog = await readyDialog(page, "Log in to Panalo");
      await dialog.getByRole("button", { name: "Close" }).click();
      await page
        .getByRole("group", { name: "Provider" })
        .getByRole("button", { name: "Favourite", exact: true })
        .click();
      await readyDialog(page, "Log in to Panalo");
      const all = page
        .getByRole("group", { name: "Provider" })
        .getByRole("button", { name: "All", exact: true });
      assert(
        (await all.getAttribute("aria-pressed")) === "true",
        "the filter is back on All",
      );
      await context.close();
    },
  );

  for (const width of [1440, 390]) {
    await check(
      `a member's favourite shows on /favorite and in the Favourite filter (${width} px)`,
      async () => {
        const account = uniqueName("fav");
        createMember(account, PASSWORD);
        const { context, page } = await openAt("/rng", { width });
        current = page;
        await loginThroughPopup(page, account, PASSWORD);
        await waitForLoggedInHeader(page);
        await page.goto(`${baseUrl}/rng`);
        await waitForApp(page);
        await tiles(page).first().waitFor({ timeout: STEP_TIMEOUT });
        const tile = tiles(page).nth(1);
        const name = await tile.locator(".game-tile__name").innerText();
        const heart = tile.getByRole("button", { name: `Favourite: ${name}` });
        await heart.click();
        await until(
          async () => (await heart.getAttribute("aria-pressed")) === "true",
          "the heart is pressed at once",
        );
        // A second click within the second is dropped (throttle, the first click counts).
        await heart.click();
        assert(
          (await heart.getAttribute("aria-pressed")) === "true",
          "a click within 1000 ms is ignored",
        );
        await until(
          async () =>
            sql(
              `SELECT count(*) FROM game_favourites f JOIN members m ON m.id = f.member_id WHERE m.account = '${account}'`,
            ) === "1",
          "the favourite is stored",
        );
        await page
          .getByRole("group", { name: "Provider" })
          .getByRole("button", { name: "Favourite", exact: true })
          .click();
        await until(
          async () => (await tileNames(page)).join() === name,
          "the Favourite filter lists it alone",
        );

        await page.goto(`${baseUrl}/favorite`);
        await waitForApp(page);
        await tiles(page).first().waitFor({ timeout: STEP_TIMEOUT });
        assert(
          (await tileNames(page)).join() === name,
          `/favorite lists ${name}`,
        );
        await shotInBothThemes(page, `favorite-${width}`);
        // Toggled off here, it leaves the list at once.
        await page.getByRole("button", { name: `Favourite: ${name}` }).click();
        await visibleText(page.locator(".page"), "No favourites yet");
        await shotInBothThemes(page, `favorite-empty-${width}`);
        await context.close();
      },
    );
  }

  await check(
    "launch a house game from the RNG lobby, play, see the balance and the betting record",
    async () => {
      ensureHouseGamesInCatalogue();
    await waitForHouseGamesServed();
      panaloctl("ledger", "mode", "set", "single");
      const account = uniqueName("lob");
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
      const { context, page } = await openAt("/", { width: 1440 });
      current = page;
      await loginThroughPopup(page, account, PASSWORD);
      await waitForLoggedInHeader(page);
      const balance = page.locator(".app-header .header-balance");
      await visibleText(balance, "100.00");
      await page.goto(`${baseUrl}/rng`);
      await waitForApp(page);
      await page
        .getByRole("searchbox", { name: "Search games" })
        .fill("panalo fruit");
      const play = page.getByRole("button", {
        name: "Play now: Panalo Fruit Slot",
      });
      await play.waitFor({ timeout: STEP_TIMEOUT });
      await play.click();
      await page.waitForURL(/\/rng\?vassalage=PO/, { timeout: STEP_TIMEOUT });
      const slot = page.locator('section[aria-labelledby="slot-title"]');
      await slot.waitFor({ timeout: STEP_TIMEOUT });
      for (let round = 0; round < 3; round += 1) {
        const answered = page.waitForResponse((r) =>
          r.url().includes("/originals/slot/spin"),
        );
        await slot.getByRole("button", { name: "Spin" }).click();
        await answered;
        await slot
          .locator(".originals-game__result")
          .waitFor({ timeout: STEP_TIMEOUT });
      }
      const main = sql(
        `SELECT balance FROM ledger_accounts WHERE kind = 'member_main' AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
      );
      const shownMain = (Number(main) / 100).toFixed(2);
      await until(
        async () => (await balance.innerText()).includes(shownMain),
        `the header balance follows the rounds to ${shownMain}`,
      );
      await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
      const panel = page.locator(".center-panel");
      await panel.waitFor({ timeout: STEP_TIMEOUT });
      await until(
        async () => (await panel.locator("tbody tr").count()) >= 3,
        "the betting record lists the 3 rounds",
      );
      const games = await panel.locator("tbody tr").allInnerTexts();
      assert(
        games.every(
          (row) =>
            row.includes("Panalo Originals") && row.includes("PO_FRUIT_SLOT"),
        ),
        `the rounds are the house slot's: ${games.join(" | ")}`,
      );
      await shotInBothThemes(page, "lobby-house-game-record-1440");
      await context.close();
    },
  );
} finally {
  panaloctl("ledger", "mode", "set", "transfer");
  await browser.close();
}
finish();
