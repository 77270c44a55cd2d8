// Steps the account journeys share: open a popup, register a member through the UI,
// see that a session was started.
import { assert, baseUrl, STEP_TIMEOUT, waitForApp } from './harness.mjs';

export async function newPage(browser, { width = 1440, theme = 'dark' } = {}) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: theme });
  // English, so the journeys can find controls by their visible names (the site defaults to Tagalog).
  await context.addInitScript((value) => {
    localStorage.setItem('theme', value);
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('lang', 'EN');
  }, theme);
  const page = await context.newPage();
  return { context, page };
}

export async function openDialog(page, path) {
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  // Submit stays disabled until the validators and the rules are in.
  await page.locator('.auth-form button[type="submit"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('.forms-status[role="status"]'), null, { timeout: STEP_TIMEOUT });
  return dialog;
}

/** A new page on /login that submits the username tab; answers the page (not yet asserted logged in). */
export async function loginOnLoginPage(browser, username, password) {
  const { context, page } = await newPage(browser);
  await openDialog(page, '/login');
  await page.locator('.auth-form input[name="username"]').fill(username);
  await page.locator('.auth-form input[name="password"]').fill(password);
  await page.locator('.auth-form button[type="submit"]').click();
  return { context, page };
}

export async function tickConsents(page) {
  for (const box of await page.locator('.auth-form input[type="checkbox"]').all()) {
    if (!(await box.isChecked())) await box.check();
  }
}

/** The session the app keeps after a login (spec section 3): a token in session storage, popup gone. */
export async function assertLoggedIn(page) {
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('token')), null, { timeout: STEP_TIMEOUT });
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  assert(new URL(page.url()).pathname === '/', `landed on ${page.url()}, not /`);
  // Logged-in header: the log-in button is gone.
  await page.locator('.app-header').getByRole('button', { name: /^log in$/i }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
}

/**
 * Registers through the register popup's mobile tab with a chosen password
 * (MOBILENUMREG3 and MOBILENUMPASSREG3 on); the account is the number. With
 * REGMOBVERF3 on the tab also asks for the SMS code, which `readCode(before)`
 * answers (the outbox is read by the journey): only a number proven that way
 * gets SMS-login and password codes later.
 */
export async function registerByMobile(browser, mobile, password, readCode = null) {
  const { context, page } = await newPage(browser);
  try {
    await openDialog(page, '/register');
    await page.getByRole('tab', { name: /mobile/i }).click();
    await page.locator('.auth-form input[name="mobileNum"]').fill(mobile);
    await page.locator('.auth-form input[name="password"]').fill(password);
    await page.locator('.auth-form input[name="confirmPassword"]').fill(password);
    if (readCode) {
      await page.locator('.dialing-select:not([disabled])').waitFor();
      const code = await readCode(async () => {
        await page.getByRole('button', { name: /get code/i }).click();
        await page.waitForFunction(() => /\d+\s*s/.test(document.querySelector('.get-code')?.textContent ?? ''));
      });
      await page.locator('.auth-form input[name="verificationCode"]').fill(code);
    }
    await tickConsents(page);
    await page.locator('.auth-form button[type="submit"]').click();
    await assertLoggedIn(page);
  } finally {
    await context.close();
  }
}

export async function axeClean(page, seriousAxeViolations, describeViolations) {
  const violations = await seriousAxeViolations(page);
  assert(violations.length === 0, describeViolations(violations));
}
