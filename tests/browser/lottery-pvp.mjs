// Browser journey (issue 17 items 6 and 7): lottery results and PVP rooms. A
// member opens /vnLottery and /seaLottery and sees each lottery's latest
// opened numbers by prize tier (the Vietnamese north's eight tiers, 4D's five),
// the next draw's countdown, a house draw's published hash and revealed seed,
// and a lottery's recent results on demand; a lobby that fails offers a retry.
// On /pvp the rooms show game, stake and seats; a full room cannot be joined;
// Join takes a seat and opens the game in the frame like any launch. Both
// themes, 1280 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/lottery-pvp.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
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
const PVP_VENDOR = 'BGS';
const LAUNCH_HOST = 'https://pvp.example';

// The server learns of the new launch URL by NOTIFY: wait until its pages allow the host.
async function waitForFramePolicy(host) {
  const deadline = Date.now() + STEP_TIMEOUT;
  for (;;) {
    const policy = (await fetch(`${baseUrl}/pvp`)).headers.get('content-security-policy') ?? '';
    if (policy.includes(host)) return;
    assert(Date.now() < deadline, `the pages never allowed ${host}: ${policy}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function loggedInAt(route, width, grant = '') {
  const account = uniqueName('lotpvp');
  createMember(account, PASSWORD);
  if (grant) panaloctl('ledger', 'adjust', account, grant, '--key', uniqueName('journey-pvp-'), '--memo', 'journey');
  const opened = await openAt('/', { width });
  await loginThroughPopup(opened.page, account, PASSWORD);
  await waitForLoggedInHeader(opened.page);
  await opened.page.goto(`${baseUrl}${route}`);
  return { ...opened, account };
}

// Past draws with results and the next draws (house ones with committed seeds),
// under this worker's master key; the demo PVP rooms on the demo PVP games.
panaloctl('lottery', 'demo', '--days', '2');
panaloctl('pvp', 'demo');

try {
  for (const width of [1280, 390]) {
    await check(`Vietnam lottery results by tier, next draw, recent results (${width} px)`, async () => {
      const { context, page } = await loggedInAt('/vnLottery', width);
      const results = page.locator('section.lottery-results');
      const north = results.locator('article[data-lottery="VN_MB"]');
      await north.waitFor({ timeout: STEP_TIMEOUT });
      await results.getByRole('heading', { name: 'Northern Vietnam (Miền Bắc)' }).waitFor();
      assert(
        (await results.getByRole('heading', { name: 'South-East Asia' }).count()) === 0,
        'SEA on the Vietnam page',
      );
      const tiers = await north.locator('.lottery-tiers__name').allTextContents();
      assert(
        JSON.stringify(tiers) ===
          JSON.stringify(['Special', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh']),
        `north tiers ${tiers}`,
      );
      const special = await north.locator('[data-tier="special"] .lottery-tiers__number').allTextContents();
      assert(special.length === 1 && /^\d{5}$/.test(special[0]), `special ${special}`);
      const third = await north.locator('[data-tier="third"] .lottery-tiers__number').count();
      assert(third === 6, `the north's third prize has 6 numbers, not ${third}`);
      await visibleText(north, 'Official result');
      const next = await north.locator('.lottery-result__next').textContent();
      assert(/in (\d+d )?\d+:\d\d:\d\d/.test(next), `countdown ${next}`);
      // A house draw: its hash and seed, and SHA-256 of the seed is the hash.
      const house = results.locator('article[data-lottery="PO_VN_MB_NHANH"]');
      await house.getByText('Check this draw').click();
      const codes = await house.locator('.lottery-result__fair code').allTextContents();
      assert(codes.length === 2 && /^[0-9a-f]{64}$/.test(codes[1]), `seed ${codes}`);
      const digest = await page.evaluate(async (seed) => {
        const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed));
        return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
      }, codes[1]);
      assert(digest === codes[0], `SHA-256(seed) ${digest} is not the published ${codes[0]}`);
      // Recent results on demand.
      await north.getByRole('button', { name: 'Recent results' }).click();
      await north.locator('.lottery-history__item').first().waitFor({ timeout: STEP_TIMEOUT });
      // The pictures show the results (they sit below the page's games).
      await north.scrollIntoViewIfNeeded();
      await shotInBothThemes(page, `lottery-results-vn-${width}`);
      await context.close();
    });

    await check(`SEA lottery results, and a lobby that fails offers a retry (${width} px)`, async () => {
      const { context, page } = await loggedInAt('/seaLottery', width);
      const fourD = page.locator('article[data-lottery="SG_4D"]');
      await fourD.waitFor({ timeout: STEP_TIMEOUT });
      const tiers = await fourD.locator('.lottery-tiers__name').allTextContents();
      assert(
        JSON.stringify(tiers) === JSON.stringify(['First', 'Second', 'Third', 'Starter', 'Consolation']),
        `4D tiers ${tiers}`,
      );
      assert(
        (await fourD.locator('[data-tier="starter"] .lottery-tiers__number').count()) === 10,
        'ten starter numbers',
      );
      await fourD.scrollIntoViewIfNeeded();
      await shotInBothThemes(page, `lottery-results-sea-${width}`);

      let failing = true;
      await page.route('**/lgw/lottery/lobby*', (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"success":false,"code":"service_unavailable","message":"x"}',
            })
          : route.continue(),
      );
      await page.reload();
      const alert = page.locator('section.lottery-results [role="alert"]');
      await visibleText(alert, 'The results could not be loaded');
      await alert.scrollIntoViewIfNeeded();
      await shotInBothThemes(page, `lottery-results-error-${width}`);
      failing = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await fourD.waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    });

    await check(`PVP rooms: a full room cannot be joined, Join launches the game (${width} px)`, async () => {
      // Another two members sit in the first heads-up room: it is full.
      const headsUp = sql("SELECT id FROM pvp_rooms WHERE name = 'Heads-up' ORDER BY id LIMIT 1");
      sql(
        `INSERT INTO pvp_seats (room_id, member_id, expires_at) SELECT ${headsUp}, id, now() + interval '1 hour' ` +
          `FROM members WHERE id NOT IN (SELECT member_id FROM pvp_seats WHERE room_id = ${headsUp}) ORDER BY id LIMIT ` +
          `(2 - (SELECT count(*) FROM pvp_seats WHERE room_id = ${headsUp} AND expires_at > now()))`,
      );
      panaloctl('games', 'vendor-url', PVP_VENDOR, `${LAUNCH_HOST}/play?token={token}&game={game}`);
      try {
        await waitForFramePolicy(LAUNCH_HOST);
        const { context, page, account } = await loggedInAt('/pvp', width, '50.00');
        const rooms = page.locator('section.pvp-rooms');
        const full = rooms.locator(`li[data-room-id="${headsUp}"]`);
        await full.waitFor({ timeout: STEP_TIMEOUT });
        await visibleText(full, '2 of 2 taken');
        assert(await full.getByRole('button', { name: 'Full' }).isDisabled(), 'a full room can be joined');
        const beginners = rooms.locator('li.pvp-room', { hasText: 'Beginners' }).first();
        await visibleText(beginners, '1.00');
        await shotInBothThemes(page, `pvp-rooms-${width}`);

        const roomId = await beginners.getAttribute('data-room-id');
        const gameName = await beginners.locator('.pvp-room__game').textContent();
        await beginners.getByRole('button', { name: `Join Beginners: ${gameName}` }).click();
        await page.waitForURL(/\/seamless$/, { timeout: STEP_TIMEOUT });
        const frame = page.locator('iframe.game-frame');
        await frame.waitFor({ timeout: STEP_TIMEOUT });
        const src = await frame.getAttribute('src');
        assert(src.startsWith(`${LAUNCH_HOST}/play?token=`), `frame ${src}`);
        const seated = sql(
          `SELECT count(*) FROM pvp_seats WHERE room_id = ${roomId} AND member_id = (SELECT id FROM members WHERE account = '${account}')`,
        );
        assert(seated === '1', `the join took ${seated} seat(s)`);

        // Back on /pvp the member sits in the room and can leave it.
        await page.goto(`${baseUrl}/pvp`);
        const mine = page.locator(`section.pvp-rooms li[data-room-id="${roomId}"]`);
        await mine.getByRole('button', { name: `Leave Beginners: ${gameName}` }).click();
        await mine.getByRole('button', { name: `Join Beginners: ${gameName}` }).waitFor({ timeout: STEP_TIMEOUT });
        await context.close();
      } finally {
        panaloctl('games', 'vendor-url', PVP_VENDOR, '--clear');
      }
    });
  }
} finally {
  await browser.close();
}
finish();
