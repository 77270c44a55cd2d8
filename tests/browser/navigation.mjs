// Browser journey (issue 14 items 7 and 9): navigation built from the
// catalogue's vendors (header category bar with vendor drop-downs, side menu,
// footer, home game menu), the jackpot counter and the winner board.
import { assert, baseUrl, check, finish, layoutAtRest, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  assertNoSeriousViolations,
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { sql } from './lib/database.mjs';

// A vendor switched on or off the way an operator's write does it: the row,
// then NOTIFY so every server's catalogue cache reloads.
const setVendorEnabled = (code, on) =>
  sql(`UPDATE game_vendors SET enabled = ${on} WHERE code = '${code}'; NOTIFY panalo_catalogue;`);

const CATEGORY_PATHS = ['/live', '/rng', '/fish', '/sports', '/esports', '/lott', '/elott', '/pvp', '/cockfight', '/bingo'];
const headerCategories = (page) =>
  page.locator('.category-bar .category-bar__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const sideCategories = (page) =>
  page
    .locator('#side-menu .side-menu__group > a.side-link')
    .evaluateAll((links, paths) => links.map((a) => a.getAttribute('href')).filter((h) => paths.includes(h)), CATEGORY_PATHS);
const homeMenuCategories = (page) =>
  page.locator('.home-menu a.home-menu__item').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function waitForNav(page) {
  await page.locator('.category-bar__list, .home-menu a.home-menu__item').first().waitFor({ timeout: STEP_TIMEOUT });
}

// Real settled bets with wins (a member's demo bets), so the home winner board
// has cards in every check of this journey, and axe sees them.
const winner = uniqueName('winner');
createMember(winner, 'Correct-Horse-42');
panaloctl('bets', 'demo', winner, '--count', '30', '--days', '0', '--seed', '7');
await check('header, side menu, footer and home list the categories the catalogue has', async () => {
  const { context, page } = await openAt('/');
  await waitForNav(page);
  const header = await headerCategories(page);
  const side = await sideCategories(page);
  const home = await homeMenuCategories(page);
  const footer = await page
    .locator('.app-footer nav')
    .nth(1)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const path of ['/live', '/rng', '/fish', '/sports', '/esports', '/cockfight', '/lott', '/elott', '/pvp']) {
    assert(header.includes(path), `header lacks ${path}: ${header.join(' ')}`);
  }
  assert(!header.includes('/bingo'), 'bingo shown outside TY');
  assert(JSON.stringify(header) === JSON.stringify(side), `side menu ${side.join(' ')} differs from header ${header.join(' ')}`);
  assert(JSON.stringify(header) === JSON.stringify(home), `home menu ${home.join(' ')} differs from header`);
  assert(JSON.stringify(header) === JSON.stringify(footer), `footer ${footer.join(' ')} differs from header`);
  // The operator menu's order (0008: sports, live, slots, fishing, lottery, cards).
  assert(header.indexOf('/sports') < header.indexOf('/live') && header.indexOf('/live') < header.indexOf('/rng'), `order ${header.join(' ')}`);
  assert(header.indexOf('/esports') === header.indexOf('/sports') + 1, 'e-sports does not follow sports');
  const cached = await page.evaluate(() => JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null')?.language);
  assert(cached === 'EN', `session vendor cache language ${cached}`);
  await context.close();
});

await check('bingo shows in TY (and the vendor cache is refetched for the language)', async () => {
  const { context, page } = await openAt('/', { language: 'TY' });
  await waitForNav(page);
  const header = await headerCategories(page);
  assert(header.includes('/bingo'), `no bingo in TY: ${header.join(' ')}`);
  await page.locator('#side-menu [data-testid="language-select"]').selectOption('EN');
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null')?.language === 'EN');
  await page.waitForFunction(() => !document.querySelector('.category-bar a[href="/bingo"]'));
  await context.close();
});

await check("a category vanishes everywhere when its last vendor is disabled", async () => {
  setVendorEnabled('GW', false); // GW is the demo's only lottery (LOTT) vendor
  try {
    const { context, page } = await openAt('/');
    await waitForNav(page);
    const header = await headerCategories(page);
    const side = await sideCategories(page);
    const home = await homeMenuCategories(page);
    assert(!header.includes('/lott') && !side.includes('/lott') && !home.includes('/lott'), 'lottery still listed');
    assert(header.includes('/elott'), 'e-lottery (other vendors) went too');
    await context.close();
  } finally {
    setVendorEnabled('GW', true);
  }
  const { context, page } = await openAt('/');
  await waitForNav(page);
  assert((await headerCategories(page)).includes('/lott'), 'lottery did not come back');
  await context.close();
});

await check('header vendor drop-down: keyboard and hover', async () => {
  const { context, page } = await openAt('/');
  await waitForNav(page);
  const toggle = page.getByRole('button', { name: 'Slots providers' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert((await toggle.getAttribute('aria-expanded')) === 'true', 'Enter did not open it');
  const panel = page.locator('#nav-vendors-rng');
  await panel.waitFor({ state: 'visible' });
  const vendors = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert(vendors.includes('/rng?vassalage=PG') && vendors.includes('/rng?vassalage=JDB'), `vendors ${vendors.join(' ')}`);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('#nav-vendors-rng') !== null);
  assert(focused, 'Tab did not move into the vendor list');
  await shotInBothThemes(page, 'nav-dropdown-1440');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  assert(await toggle.evaluate((el) => el === document.activeElement), 'focus did not return to the button');
  // Hover opens another category's vendors; leaving closes them.
  await page.locator('.category-bar__item', { has: page.locator('a[href="/live"]') }).hover();
  await page.locator('#nav-vendors-live').waitFor({ state: 'visible' });
  await page.mouse.move(700, 700);
  await page.locator('#nav-vendors-live').waitFor({ state: 'hidden' });
  // A vendor link leads to its category page with the vendor.
  await page.locator('.category-bar__item', { has: page.locator('a[href="/rng"]') }).hover();
  await page.locator('#nav-vendors-rng a[href="/rng?vassalage=PG"]').click();
  await page.waitForURL((url) => url.pathname === '/rng' && url.search === '?vassalage=PG');
  await context.close();
});

await check('jackpot counter rises 165.11 every 3 s and leads to /rng', async () => {
  const { context, page } = await openAt('/');
  const figure = page.locator('.jackpot__figure');
  await page.waitForFunction(() => /\d/.test(document.querySelector('.jackpot__figure')?.textContent ?? ''));
  const first = Number(await figure.getAttribute('data-cents'));
  const firstText = await figure.textContent();
  assert(/^\d{1,3}(,\d{3})*\.\d{2}$/.test(firstText ?? ''), `figure "${firstText}"`);
  await page.waitForTimeout(3300);
  const second = Number(await figure.getAttribute('data-cents'));
  assert(second > first && (second - first) % 16511 === 0, `went from ${first} to ${second}`);
  await page.locator('a.jackpot').click();
  await page.waitForURL((url) => url.pathname === '/rng');
  await context.close();
});

await check('jackpot still rises under prefers-reduced-motion', async () => {
  const { context, page } = await openAt('/');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const figure = page.locator('.jackpot__figure');
  await page.waitForFunction(() => /\d/.test(document.querySelector('.jackpot__figure')?.textContent ?? ''));
  const animation = await figure.evaluate((el) => getComputedStyle(el).animationName);
  assert(animation === 'none', `animation ${animation}`);
  const first = Number(await figure.getAttribute('data-cents'));
  await page.waitForTimeout(3300);
  assert(Number(await figure.getAttribute('data-cents')) > first, 'did not rise');
  await context.close();
});

await check('winner board: slides of 2 that move and pause', async () => {
  // The server keeps the board 30 s: wait until it has this journey's wins.
  const deadline = Date.now() + 40_000;
  for (;;) {
    const board = await (await fetch(`${baseUrl}/wps/relay/GCS_winnerBoard?gameCategory=&language=EN&limitNum=20`)).json();
    if (board.success && board.value.list.length > 0) break;
    assert(Date.now() < deadline, 'the winner board stayed empty after the demo bets');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { context, page } = await openAt('/');
  const board = page.locator('.winner-board');
  await board.waitFor();
  await page.waitForFunction(() => !document.querySelector('.winner-board [role="status"]'));
  const answer = await page.evaluate(async () => {
    const r = await fetch('/wps/relay/GCS_winnerBoard?gameCategory=&language=EN&limitNum=20');
    return { status: r.status, body: await r.text() };
  });
  let list = null;
  try {
    const body = JSON.parse(answer.body);
    if (body.success) list = body.value.list;
  } catch {
    list = null;
  }
  assert(list !== null, `the winner board route answered ${answer.status} ${answer.body.slice(0, 200)}`);
  assert(list.length > 0, 'the demo bets of this journey left no winners');
  const slides = board.locator('.winner-board__slide');
  assert((await slides.count()) === Math.ceil(Math.min(list.length, 20) / 2), 'slide count');
  assert((await slides.first().locator('.winner-card').count()) === Math.min(2, list.length), 'two a slide');
  if (list.length > 2) {
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.querySelector('.winner-board')?.dataset.slide !== '0', null, {
      timeout: 8000,
    });
    await board.hover();
    const held = await board.getAttribute('data-slide');
    await page.waitForTimeout(3500);
    assert((await board.getAttribute('data-slide')) === held, 'moved while hovered');
    await board.getByRole('button', { name: 'Next winners' }).focus();
    await page.keyboard.press('Enter');
    assert((await board.getAttribute('data-slide')) !== held, 'Next did not move');
  }
  await context.close();
});

for (const width of [390, 1440]) {
  await check(`screenshots and axe: home at ${width}`, async () => {
    const { context, page } = await openAt('/', { width });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.waitForFunction(() => /\d/.test(document.querySelector('.jackpot__figure')?.textContent ?? ''));
    await page.locator('.home-menu a.home-menu__item').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.winner-board [role="status"]'));
    // The category sections arrive one by one and push the footer down as they do.
    await layoutAtRest(page);
    await shotInBothThemes(page, `nav-home-${width}`);
    await page.locator('.winner-board').scrollIntoViewIfNeeded();
    await layoutAtRest(page);
    await shotInBothThemes(page, `nav-home-lower-${width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width === 390) {
      await page.locator('.app-header__menu').click();
      await page.locator('#side-menu.is-open a[href="/rng"]').waitFor();
      await shotInBothThemes(page, 'nav-side-menu-390');
    }
    await context.close();
  });
}

await check('FAV while logged out resets to HOME and opens login', async () => {
  const { context, page } = await openAt('/');
  await page.getByRole('button', { name: 'Favourites' }).click();
  await page.getByRole('dialog', { name: 'Log in to Panalo' }).waitFor();
  await page.keyboard.press('Escape');
  const pressed = await page.getByRole('button', { name: 'Home', exact: true }).getAttribute('aria-pressed');
  assert(pressed === 'true', 'HOME not chosen again');
  await assertNoSeriousViolations(page);
  await context.close();
});

await check('nav failure shows no fixed categories, only home and a retry', async () => {
  const { context, page } = await openAt('/help');
  await page.route('**/lgw/games/game_menus*', (route) => route.abort());
  await page.evaluate(() => sessionStorage.removeItem('gameVendor'));
  await page.goto(`${baseUrl}/help`);
  await page.locator('#side-menu').getByRole('button', { name: 'Try again' }).waitFor();
  assert((await sideCategories(page)).length === 0, 'categories shown without vendor data');
  assert(await page.locator('#side-menu a[href="/"]').isVisible(), 'home link missing');
  await page.unroute('**/lgw/games/game_menus*');
  await page.locator('#side-menu').getByRole('button', { name: 'Try again' }).click();
  await page.locator('#side-menu a[href="/rng"]').waitFor();
  await context.close();
});

await check('lottery pages list the prize mode\'s games (e-lottery in the demo)', async () => {
  const account = uniqueName('lott');
  createMember(account, 'Correct-Horse-42');
  const { context, page } = await openAt('/');
  await loginThroughPopup(page, account, 'Correct-Horse-42');
  await waitForLoggedInHeader(page);
  await page.goto(`${baseUrl}/vnLottery`);
  await page.locator('.lottery-page[data-prize-mode="elottery"]').waitFor();
  await page.locator('.lottery-tile').first().waitFor();
  const vendors = await page.locator('.lottery-tile__vendor').allTextContents();
  assert(vendors.length > 0 && vendors.every((v) => v === 'TCG_LOTTO_VN'), `vn page vendors ${[...new Set(vendors)].join(' ')}`);
  await page.goto(`${baseUrl}/seaLottery`);
  await page.locator('.lottery-tile').first().waitFor();
  const sea = await page.locator('.lottery-tile__vendor').allTextContents();
  assert(sea.every((v) => v === 'TCG_SEA'), `sea page vendors ${[...new Set(sea)].join(' ')}`);
  const code = await page.locator('.lottery-tile').first().getAttribute('data-game-code');
  await page.goto(`${baseUrl}/lottery?gameCode=${encodeURIComponent(code ?? '')}`);
  await page.locator(`.lottery-tile.is-selected[data-game-code="${code}"]`).waitFor();
  await assertNoSeriousViolations(page);
  await context.close();
});

finish();
