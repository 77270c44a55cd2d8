// Browser journey (issue 14 items 4, 6 and 9): the lottery pages. A member
// chooses a lottery game, which opens its play panel; the heart keeps it among
// this username's lottery favourites in local storage (another username on the
// same browser has its own); "Play now" launches it through the server, which
// answers the vendor's page in the game frame (allowed by the page's
// Content-Security-Policy frame-src) and records it as recent. Without a
// launch URL the provider is reported unavailable, translated. Both themes,
// 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/lottery.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  readyDialog,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { sql } from './lib/database.mjs';

const PASSWORD = 'Correct-Horse-42';
const VENDOR = 'TCG_LOTTO_VN';
const LAUNCH_HOST = 'https://lotto-vn.example';

async function logOut(page) {
  // On a phone the side menu is a drawer behind the header's menu button.
  const menuButton = page.locator('.app-header').getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.locator('#side-menu').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
  await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
}

// The server learns of the new launch URL by NOTIFY: wait until its pages allow the host.
async function waitForFramePolicy(host) {
  const deadline = Date.now() + STEP_TIMEOUT;
  for (;;) {
    const policy = (await fetch(`${baseUrl}/vnLottery`)).headers.get('content-security-policy') ?? '';
    if (policy.includes(host)) return;
    assert(Date.now() < deadline, `the pages never allowed ${host}: ${policy}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const favouriteNames = (page) =>
  page.locator('section[aria-labelledby="lottery-favourites-title"] .lottery-tile__name').allTextContents();

try {
  for (const width of [1440, 390]) {
    await check(`choose a game, keep it as a favourite per username, play it (${width} px)`, async () => {
      const first = uniqueName('lotfav');
      const second = uniqueName('lotother');
      createMember(first, PASSWORD);
      createMember(second, PASSWORD);
      const { context, page } = await openAt('/', { width });
      await loginThroughPopup(page, first, PASSWORD);
      await waitForLoggedInHeader(page);
      await page.goto(`${baseUrl}/vnLottery`);
      const tile = page.locator('.lottery-tile').first();
      await tile.waitFor({ timeout: STEP_TIMEOUT });
      const code = await tile.getAttribute('data-game-code');
      const name = await tile.locator('.lottery-tile__name').textContent();
      await visibleText(page.locator('.lottery-page'), 'Choose a game to play it.');

      // Choosing opens the play panel and puts the game in the address.
      await tile.locator('.lottery-tile__choose').click();
      const panel = page.locator('section.lottery-play');
      await panel.locator('#lottery-play-title', { hasText: name }).waitFor({ timeout: STEP_TIMEOUT });
      assert(new URL(page.url()).searchParams.get('gameCode') === code, `address ${page.url()}`);

      // No launch URL: the provider cannot be reached, and nothing is recorded.
      await panel.getByRole('button', { name: `Play now: ${name}` }).click();
      const notice = await readyDialog(page, 'Notice');
      await visibleText(notice, "This game's provider cannot be reached at the moment. Try one of our other games.");
      await notice.getByRole('button', { name: 'Confirm' }).click();

      // The heart: a favourites section appears and survives a reload.
      await tile.getByRole('button', { name: `Favourite: ${name}` }).click();
      await page.locator('#lottery-favourites-title').waitFor({ timeout: STEP_TIMEOUT });
      assert(JSON.stringify(await favouriteNames(page)) === JSON.stringify([name]), `favourites ${await favouriteNames(page)}`);
      await page.reload();
      await page.locator('#lottery-favourites-title').waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `lottery-chosen-${width}`);

      // Another username on this browser has none; the first one's come back.
      await logOut(page);
      await loginThroughPopup(page, second, PASSWORD);
      await waitForLoggedInHeader(page);
      await page.goto(`${baseUrl}/vnLottery`);
      await page.locator('.lottery-tile').first().waitFor({ timeout: STEP_TIMEOUT });
      assert((await page.locator('#lottery-favourites-title').count()) === 0, 'the second user sees the first one\'s favourites');
      await logOut(page);
      await loginThroughPopup(page, first, PASSWORD);
      await waitForLoggedInHeader(page);
      await page.goto(`${baseUrl}/vnLottery`);
      await page.locator('#lottery-favourites-title').waitFor({ timeout: STEP_TIMEOUT });

      // With a launch URL the game opens in the frame; the page allows its host.
      panaloctl('games', 'vendor-url', VENDOR, `${LAUNCH_HOST}/play?token={token}&game={game}`);
      try {
        await waitForFramePolicy(LAUNCH_HOST);
        const blocked = [];
        page.on('console', (message) => {
          if (/Content Security Policy|Refused to frame/i.test(message.text())) blocked.push(message.text());
        });
        await page.goto(`${baseUrl}/vnLottery?gameCode=${encodeURIComponent(code)}`);
        await page.locator('section.lottery-play').getByRole('button', { name: `Play now: ${name}` }).click();
        await page.waitForURL(/\/seamless$/, { timeout: STEP_TIMEOUT });
        const frame = page.locator('iframe.game-frame');
        await frame.waitFor({ timeout: STEP_TIMEOUT });
        const src = await frame.getAttribute('src');
        assert(src.startsWith(`${LAUNCH_HOST}/play?token=`) && src.endsWith(`&game=${code}`), `frame ${src}`);
        // Give a refusal time to reach the console (the host itself does not resolve here).
        await page.waitForTimeout(500);
        assert(blocked.length === 0, `the page's policy refused the frame: ${blocked.join(' | ')}`);
        const recent = sql(
          `SELECT count(*) FROM game_recent r JOIN games g ON g.id = r.game_id WHERE g.vendor_code = '${VENDOR}' AND g.game_code = '${code}' AND r.member_id = (SELECT id FROM members WHERE account = '${first}')`,
        );
        assert(recent === '1', `the launch is one recent game, not ${recent}`);
        await page.goto(`${baseUrl}/vnLottery`);
        await page
          .locator('section[aria-labelledby="lottery-recent-title"] .lottery-tile__name', { hasText: name })
          .waitFor({ timeout: STEP_TIMEOUT });
      } finally {
        panaloctl('games', 'vendor-url', VENDOR, '--clear');
      }
      await context.close();
    });
  }
} finally {
  await browser.close();
}
finish();
