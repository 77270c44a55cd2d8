// Browser journey: pages and popups come in chunks of their own. The home page's
// first paint fetches only the shell; hovering "Log in" fetches the popups; while
// a page's chunk loads the current page stays with a progress bar; a chunk that
// cannot be fetched (say, one a new release removed) offers a reload, in the
// page's place or in a popup, and the reload recovers.
//
//   PANALO_JOURNEYS="tests/browser/lazy-chunks.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT, waitForApp } from './lib/harness.mjs';
import { openAt, shot, shotInBothThemes } from './lib/account-helpers.mjs';

// index.html's own scripts: the bundler's runtime, React, the other libraries, the app shell.
const FIRST_PAINT_JS = /^\/assets\/(rolldown-runtime|react|vendor|index)-[\w-]+\.js$/;
const HELP_CHUNK = /\/assets\/help-page-[\w-]+\.js$/;
const POPUPS_CHUNK = /\/assets\/auth-dialog-set-[\w-]+\.js$/;
const FAILED_TITLE = 'This part could not be loaded';

const scripts = (requests) => requests.filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
const loginButton = (page) => page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true });
const helpLink = (page) => page.locator('#side-menu a[href="/help#about"]');

/**
 * A visitor whose browser asks to save data, so the app's idle preload (the
 * popups' chunk, 5 s after the load event) stays off: on a slow machine it could
 * otherwise fetch that chunk before the check looks, and what these checks watch
 * (the first paint, the hover) would be hidden by it.
 */
async function visitorWithoutIdlePreload({ language } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((chosen) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    // A chosen language (as openAt() sets it) fetches its bundle: the first-paint
    // check keeps the site's default, which is in the entry chunk.
    if (chosen) {
      localStorage.setItem('hisLang', chosen);
      localStorage.setItem('lang', chosen);
    }
  }, language);
  return { context, page: await context.newPage() };
}

/** Holds every request for `pattern` until release() is called. */
async function holdRequests(page, pattern) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

try {
  await check("home's first paint fetches only index.html's own scripts", async () => {
    const { context, page } = await visitorWithoutIdlePreload();
    const requests = [];
    const errors = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const extra = scripts(requests).filter((p) => !FIRST_PAINT_JS.test(p));
    assert(extra.length === 0, `first paint also fetched ${extra.join(', ')}`);
    assert(scripts(requests).some((p) => /^\/assets\/index-/.test(p)), `no entry chunk among ${scripts(requests).join(', ')}`);
    assert(errors.length === 0, errors.join(' | '));
    await context.close();
  });

  await check('hovering "Log in" fetches the popups before the click', async () => {
    // English, so the button is found by its English name.
    const { context, page } = await visitorWithoutIdlePreload({ language: 'EN' });
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    // Caught here and rethrown below: if the hover itself failed, the watcher's
    // timeout must not end the whole file as an unhandled rejection.
    const fetched = page.waitForRequest((r) => POPUPS_CHUNK.test(new URL(r.url()).pathname), { timeout: STEP_TIMEOUT }).catch((error) => error);
    await loginButton(page).hover();
    const request = await fetched;
    if (request instanceof Error) throw request;
    await loginButton(page).click();
    await page.getByRole('dialog', { name: 'Log in to Panalo' }).waitFor();
    await context.close();
  });

  await check("a page's chunk loading keeps the current page, with a progress bar", async () => {
    const { context, page } = await openAt('/');
    const release = await holdRequests(page, HELP_CHUNK);
    await helpLink(page).click();
    await page.locator('.route-progress.is-active').waitFor({ state: 'attached' });
    const status = (await page.locator('.route-progress[role="status"]').textContent())?.trim();
    assert(status === 'Loading…', `progress status says "${status}"`);
    assert(new URL(page.url()).pathname === '/', `left home before the page was in: ${page.url()}`);
    await page.locator('.hero').waitFor();
    await shotInBothThemes(page, 'route-progress-1440');
    release();
    await page.waitForURL((url) => url.pathname === '/help');
    await page.locator('#about').waitFor();
    await page.locator('.route-progress.is-active').waitFor({ state: 'detached' });
    await context.close();
  });

  await check("a page chunk that cannot be fetched offers a reload in the page's place", async () => {
    const { context, page } = await openAt('/');
    await page.route(HELP_CHUNK, (route) => route.abort());
    await helpLink(page).click();
    const alert = page.locator('#main-content [role="alert"]');
    await alert.getByRole('heading', { level: 1, name: FAILED_TITLE }).waitFor();
    assert(await page.locator('.app-header').isVisible(), 'the header went away');
    assert(await page.locator('#side-menu').isVisible(), 'the side menu went away');
    await shotInBothThemes(page, 'page-load-failed-1440');
    await page.unroute(HELP_CHUNK);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await waitForApp(page);
    await page.locator('#about').waitFor();
    await context.close();
  });

  await check("a popup's chunk loading shows a spinner over the page, then the popup", async () => {
    const { context, page } = await openAt('/', { width: 390, theme: 'light' });
    const release = await holdRequests(page, POPUPS_CHUNK);
    await loginButton(page).click();
    const spinner = page.locator('.popup-loading[role="status"]');
    await spinner.waitFor();
    assert((await spinner.textContent())?.trim() === 'Loading…', `spinner says "${await spinner.textContent()}"`);
    await shot(page, 'popup-loading-390-light');
    release();
    await page.getByRole('dialog', { name: 'Log in to Panalo' }).waitFor();
    await spinner.waitFor({ state: 'detached' });
    await context.close();
  });

  await check('a popup chunk that cannot be fetched offers a reload in a popup', async () => {
    const { context, page } = await openAt('/');
    await page.route(POPUPS_CHUNK, (route) => route.abort());
    await loginButton(page).click();
    const dialog = page.getByRole('dialog', { name: FAILED_TITLE });
    await dialog.waitFor();
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert(focused === 'Reload page', `focus is on "${focused}"`);
    await shotInBothThemes(page, 'popup-load-failed-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await loginButton(page).click();
    await dialog.waitFor();
    await page.unroute(POPUPS_CHUNK);
    await dialog.getByRole('button', { name: 'Reload page' }).click();
    await waitForApp(page);
    await loginButton(page).click();
    await page.getByRole('dialog', { name: 'Log in to Panalo' }).waitFor();
    await context.close();
  });
} finally {
  await browser.close();
}

finish();
