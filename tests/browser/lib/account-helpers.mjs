// Helpers the account journeys share (issue 5): a page in a chosen width, theme
// and language; operator-made accounts through panaloctl; the login popup.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { assert, baseUrl, browser, describeViolations, screenshotDir, seriousAxeViolations, settled, STEP_TIMEOUT, waitForApp } from './harness.mjs';

export async function openAt(route, { width = 1440, theme = 'dark', language = 'EN', permissions = [], userAgent } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    colorScheme: theme,
    ...(userAgent ? { userAgent } : {}),
  });
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: baseUrl });
  await context.addInitScript(
    ([chosenTheme, chosenLanguage]) => {
      // Only on the first load of the context: later reloads keep what the app stored.
      if (sessionStorage.getItem('__journey_seeded') === null) {
        localStorage.setItem('theme', chosenTheme);
        localStorage.setItem('hisLang', chosenLanguage);
        localStorage.setItem('lang', chosenLanguage);
        sessionStorage.setItem('__journey_seeded', '1');
      }
    },
    [theme, language],
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${route}`);
  await waitForApp(page);
  return { context, page };
}

/** The popup's form once the validators and rules are in. */
export async function readyDialog(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  await dialog.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  return dialog;
}

export async function visibleText(locator, text) {
  await locator.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT });
}

export async function assertNoSeriousViolations(page) {
  const violations = await seriousAxeViolations(page);
  assert(violations.length === 0, describeViolations(violations));
}

export async function shot(page, name) {
  // Let transitions settle so the picture shows the resting state.
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * Screenshots `${name}-dark` and `${name}-light` of the state on screen, and
 * runs axe in each (contrast differs per theme). The theme is switched the way
 * the app applies a choice (<html data-theme>), so a state that is hard to
 * reach again (a held request, an open popup) is not rebuilt; the page's own
 * theme comes back afterwards.
 */
export async function shotInBothThemes(page, name) {
  // Colours fade between themes: axe and the picture wait for the transitions to end.
  const applyTheme = async (theme) => {
    const stuck = await fadeTo(theme);
    if (stuck.length > 0) console.log(`# theme ${theme}: fades still running after 10 s: ${stuck.join('; ')}`);
  };
  const fadeTo = (theme) => page.evaluate(async (value) => {
    document.documentElement.dataset.theme = value;
    document.documentElement.style.colorScheme = value;
    // Each wait is bounded: a page Chromium has stopped drawing gets no frames (harness settled()).
    const atMost = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
    await atMost(new Promise(requestAnimationFrame), 1000);
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await atMost(Promise.all(fades.map((animation) => animation.finished.catch(() => {}))), 10_000);
    return fades
      .filter((a) => a.playState === 'running')
      .map((a) => `${a.transitionProperty} on ${a.effect?.target?.getAttribute?.('class')} (${Math.round(a.currentTime)} ms)`);
  }, theme);
  const original = await page.evaluate(() => document.documentElement.dataset.theme);
  for (const theme of ['dark', 'light']) {
    await applyTheme(theme);
    const violations = await seriousAxeViolations(page);
    assert(violations.length === 0, `${theme} theme: ${describeViolations(violations)}`);
    await shot(page, `${name}-${theme}`);
  }
  await applyTheme(original);
}

/** A fresh account name per run, so journeys can be repeated on one database. */
export function uniqueName(prefix) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Operator-made account (panaloctl members create), password on stdin. */
export function createMember(account, password, flags = []) {
  const panaloctl = process.env.PANALOCTL;
  assert(panaloctl, 'PANALOCTL is not set (ci/run-journey.sh sets it)');
  try {
    execFileSync(panaloctl, ['members', 'create', account, ...flags], { input: `${password}\n`, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`panaloctl members create ${flags.join(' ')}: ${String(error.stderr ?? error.message).split('\n')[0]}`);
  }
}

export function panaloctl(...args) {
  try {
    return execFileSync(process.env.PANALOCTL, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`panaloctl ${args.join(' ')}: ${String(error.stderr ?? error.message).split('\n')[0]}`);
  }
}

/** Opens the login popup from the header and signs in; answers the popup locator. */
export async function loginThroughPopup(page, username, password) {
  await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = await readyDialog(page, 'Log in to Panalo');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/**
 * Every journey of a run signs in from 127.0.0.1 against one database, and one
 * wrong password makes the server ask that IP for a captcha for the rest of
 * the window (the login guard's rule). A journey cannot read a captcha, so a
 * check that fails a login on purpose calls this afterwards: the test fixture
 * forgets the counted failures so the next checks (and journeys) start clean.
 */
export function forgetLoginFailures() {
  const url = process.env.DATABASE_URL;
  assert(url, 'DATABASE_URL is not set (ci/run-journey.sh sets it)');
  execFileSync('psql', ['-qX', url, '-c', 'DELETE FROM login_failures'], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * The SMS send throttles count per number and per IP, and every journey sends
 * from 127.0.0.1: a check that needs a second code for the same number within
 * the countdown calls this first, as the countdown would otherwise refuse it.
 */
export function forgetCodeSends() {
  const url = process.env.DATABASE_URL;
  assert(url, 'DATABASE_URL is not set (ci/run-journey.sh sets it)');
  execFileSync('psql', ['-qX', url, '-c', 'DELETE FROM verification_sends'], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Registrations are counted per network (issue 12: a captcha after a few from
 * one address) and every journey registers from 127.0.0.1. ci/run-journey.sh
 * clears the count before each journey; a journey that registers more than a
 * few times, or wants the captcha on purpose, calls this between checks.
 */
export function forgetRegistrations() {
  const url = process.env.DATABASE_URL;
  assert(url, 'DATABASE_URL is not set (ci/run-journey.sh sets it)');
  execFileSync('psql', ['-qX', url, '-c', 'DELETE FROM registration_attempts'], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** As if 127.0.0.1 had just registered `count` times this window (the registration guard's count). */
export function presetRegistrations(count) {
  const url = process.env.DATABASE_URL;
  assert(url, 'DATABASE_URL is not set (ci/run-journey.sh sets it)');
  const sql =
    'INSERT INTO registration_attempts (subject, window_start, count) ' +
    `SELECT '127.0.0.1', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), ${Number(count)} ` +
    'ON CONFLICT (subject, window_start) DO UPDATE SET count = EXCLUDED.count';
  execFileSync('psql', ['-qX', url, '-c', sql], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Moves the recorded SMS sends 10 minutes into the past: past the countdown and
 * the 5-minute caps, but still within the day in which a second send for a
 * number needs a captcha.
 */
export function ageCodeSends() {
  const url = process.env.DATABASE_URL;
  assert(url, 'DATABASE_URL is not set (ci/run-journey.sh sets it)');
  execFileSync('psql', ['-qX', url, '-c', "UPDATE verification_sends SET sent_at = sent_at - interval '10 minutes'"], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function waitForLoggedInHeader(page) {
  await page.locator('.app-header .avatar-menu__button').waitFor({ timeout: STEP_TIMEOUT });
}
