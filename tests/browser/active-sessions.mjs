// Browser journey (issue 12, item 15): a member signed in on two devices (two
// browser contexts) sees both sessions in the security center, this device
// marked, and ends the other one after an accessible confirmation; the other
// device is then signed out. Ending this device's own session logs out here.
// Loading, empty and error states, both themes, phone and desktop widths.
//
//   PANALO_JOURNEYS="tests/browser/active-sessions.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  assertNoSeriousViolations,
  createMember,
  loginThroughPopup,
  openAt,
  shot,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';

const USER = uniqueName('sess');
const PASSWORD = 'Lagoon harvest 58';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SESSIONS_API = '**/wps/member/sessions';

async function signedIn(options) {
  const opened = await openAt('/', options);
  await loginThroughPopup(opened.page, USER, PASSWORD);
  await waitForLoggedInHeader(opened.page);
  return opened;
}

async function openSecurityCenter(page) {
  await page.goto(new URL('/member?page=securityCenter', page.url()).href);
  const section = page.getByRole('region', { name: 'Active sessions' });
  await section.waitFor({ timeout: STEP_TIMEOUT });
  return section;
}

/** Both themes of the section's state, scrolled into view (on a phone it sits below the fold). */
async function shootSection(page, name) {
  await page.getByRole('region', { name: 'Active sessions' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shotInBothThemes(page, name);
}

const cards = (section) => section.locator('.session-card:not(.session-card--placeholder)');

async function waitForCards(section, count) {
  await section.page().waitForFunction(
    (n) => document.querySelectorAll('.active-sessions .session-card:not(.session-card--placeholder)').length === n,
    count,
    { timeout: STEP_TIMEOUT },
  );
  return cards(section);
}

let desktop;
let phone;
try {
  await check('the operator creates the account; it signs in on a laptop and on a phone', async () => {
    createMember(USER, PASSWORD);
    desktop = await signedIn({ width: 1440, theme: 'dark', userAgent: WINDOWS_CHROME });
    phone = await signedIn({ width: 390, theme: 'light', userAgent: IPHONE_SAFARI });
  });

  await check('the security center lists both sessions, this device first and marked', async () => {
    const section = await openSecurityCenter(desktop.page);
    const list = await waitForCards(section, 2);
    const first = list.nth(0);
    assert(/Chrome on Windows/.test(await first.textContent()), `first card: ${await first.textContent()}`);
    assert(/This device/.test(await first.textContent()), 'this device is not marked');
    const second = list.nth(1);
    assert(/Safari on iOS/.test(await second.textContent()), `second card: ${await second.textContent()}`);
    assert(!/This device/.test(await second.textContent()), 'the other device is marked as this one');
    for (const label of ['IP address', 'Signed in', 'Last active']) {
      assert((await first.getByText(label, { exact: true }).count()) === 1, `no ${label}`);
    }
    await shootSection(desktop.page, 'active-sessions-1440');
  });

  await check('the phone sees the same two sessions, its own first (phone width)', async () => {
    const section = await openSecurityCenter(phone.page);
    const list = await waitForCards(section, 2);
    assert(/Safari on iOS/.test(await list.nth(0).textContent()), 'the phone does not come first on the phone');
    await shootSection(phone.page, 'active-sessions-390');
    await list.nth(1).getByRole('button', { name: 'End session' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'End this session?' });
    await dialog.waitFor();
    await shotInBothThemes(phone.page, 'active-sessions-confirm-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  await check('ending the other session asks first (keyboard, axe) and can be cancelled', async () => {
    const section = desktop.page.getByRole('region', { name: 'Active sessions' });
    const endOther = cards(section).nth(1).getByRole('button', { name: 'End session' });
    await endOther.focus();
    await desktop.page.keyboard.press('Enter');
    const dialog = desktop.page.getByRole('dialog', { name: 'End this session?' });
    await dialog.waitFor();
    assert(/Safari on iOS will be signed out/.test(await dialog.textContent()), `dialog says: ${await dialog.textContent()}`);
    // The safe choice has the focus.
    const focused = await desktop.page.evaluate(() => document.activeElement?.textContent ?? '');
    assert(focused.trim() === 'Cancel', `focus is on "${focused}"`);
    await assertNoSeriousViolations(desktop.page);
    await shotInBothThemes(desktop.page, 'active-sessions-confirm-1440');
    await desktop.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForCards(section, 2);
  });

  await check('confirming ends the other session: the list shrinks and the phone is signed out', async () => {
    const section = desktop.page.getByRole('region', { name: 'Active sessions' });
    await cards(section).nth(1).getByRole('button', { name: 'End session' }).click();
    const dialog = desktop.page.getByRole('dialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = await waitForCards(section, 1);
    assert(/This device/.test(await list.nth(0).textContent()), 'the remaining session is not this device');
    const status = await section.getByRole('status').textContent();
    assert(/has ended/.test(status ?? ''), `status says: ${status}`);
    // The phone's next call finds its session gone.
    await phone.page.reload();
    const phoneSection = phone.page.getByRole('region', { name: 'Active sessions' });
    await phoneSection.getByText('You are not logged in. Please log in.').waitFor({ timeout: STEP_TIMEOUT });
  });

  await check('loading, error and empty states (both themes, both widths)', async () => {
    // The phone was signed out above: it signs in again, so both list two sessions.
    await phone.page.goto(new URL('/', phone.page.url()).href);
    await phone.page.evaluate(() => sessionStorage.removeItem('token'));
    await phone.page.reload();
    await loginThroughPopup(phone.page, USER, PASSWORD);
    await waitForLoggedInHeader(phone.page);
    for (const [opened, width] of [
      [desktop, 1440],
      [phone, 390],
    ]) {
      const { page } = opened;
      // Held: the placeholders and the status line show.
      let release;
      const released = new Promise((resolve) => (release = resolve));
      await page.route(SESSIONS_API, async (route) => {
        await released;
        await route.continue();
      });
      const section = await openSecurityCenter(page);
      await section.locator('.session-card--placeholder').first().waitFor();
      assert(/Loading your sessions/.test((await section.getByRole('status').textContent()) ?? ''), 'no loading status');
      await shootSection(page, `active-sessions-loading-${width}`);
      release();
      await waitForCards(section, 2);
      await page.unroute(SESSIONS_API);

      // The server cannot be reached: the error and a retry that works.
      await page.route(SESSIONS_API, (route) => route.abort());
      await page.reload();
      await section.getByRole('button', { name: 'Try again' }).waitFor({ timeout: STEP_TIMEOUT });
      await shootSection(page, `active-sessions-error-${width}`);
      await page.unroute(SESSIONS_API);
      await section.getByRole('button', { name: 'Try again' }).click();
      await waitForCards(section, 2);

      // No session to show (what the server answers only in a race): the empty state.
      await page.route(SESSIONS_API, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value: [] }) }),
      );
      await page.reload();
      await section.getByText('No active sessions').waitFor({ timeout: STEP_TIMEOUT });
      await shootSection(page, `active-sessions-empty-${width}`);
      await page.unroute(SESSIONS_API);
    }
  });

  await check("ending this device's own session logs out here", async () => {
    const { page } = desktop;
    const section = await openSecurityCenter(page);
    await waitForCards(section, 2);
    const own = cards(section).filter({ hasText: 'This device' });
    await own.getByRole('button', { name: 'Log out here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of this device?' });
    await dialog.waitFor();
    await assertNoSeriousViolations(page);
    await shot(page, 'active-sessions-confirm-current-1440-dark');
    await dialog.getByRole('button', { name: 'End session' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT });
    await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    // The phone's session is untouched.
    const phoneSection = await openSecurityCenter(phone.page);
    await waitForCards(phoneSection, 1);
  });
} finally {
  await browser.close();
}
finish();
