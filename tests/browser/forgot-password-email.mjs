// Browser journey: forgot password by e-mail, then the reset link (spec
// sections 2 and 4). The popup closes either way and says what happened; the
// e-mail (read from the server's outbox) carries /#resetToken=... (issue 12:
// in the fragment, which browsers never send); opening it shows the reset
// popup, which sets a new password and opens the login popup; no request ever
// carries the token, the address bar and history lose it before the app asks
// the server anything; the new password logs in and the link works once.
//
//   ci/run-journey.sh with PANALO_JOURNEYS=tests/browser/forgot-password-email.mjs
import path from 'node:path';
import { assert, baseUrl, browser, check, describeViolations, finish, screenshotDir, seriousAxeViolations, settled, waitForApp } from './lib/harness.mjs';
import { assertLoggedIn, axeClean, newPage, openDialog, tickConsents } from './lib/auth-steps.mjs';
import { latestMessageId, waitForMessage } from './lib/operator.mjs';

const suffix = String(Date.now()).slice(-7);
const USERNAME = `mail${suffix}`;
const EMAIL = `${USERNAME}@example.com`;
const OLD_PASSWORD = 'Forgot mail old 1';
const NEW_PASSWORD = 'Forgot mail new 2';

async function openForgotByEmail(page) {
  await openDialog(page, '/login');
  await page.getByRole('button', { name: /forgot password/i }).click();
  const dialog = page.getByRole('dialog', { name: /reset your password/i });
  await dialog.waitFor();
  return dialog;
}

async function submitForgot(page, dialog, username, email) {
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
  const notice = page.getByRole('dialog');
  await notice.waitFor();
  return notice;
}

function resetPathFrom(message) {
  const body = String(message.body ?? '');
  assert(!/[?&]resetToken=/.test(body), 'the e-mailed link carries the token in its query string');
  const match = /\/#resetToken=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error('no reset link with the token in its fragment in the e-mail');
  resetToken = match[1];
  return `/#resetToken=${match[1]}`;
}

/**
 * Records, in the page, the address at the moment of every fetch, XHR and
 * beacon (installed before any of the page's scripts), and in the test every
 * request's URL and headers: none may hold the token.
 */
async function watchForToken(page) {
  const seen = [];
  await page.addInitScript(() => {
    window.__addressAtRequest = [];
    const note = () => window.__addressAtRequest.push(window.location.href);
    const originalFetch = window.fetch;
    window.fetch = function (...args) {
      note();
      return originalFetch.apply(this, args);
    };
    const originalOpen = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (...args) {
      note();
      return originalOpen.apply(this, args);
    };
    if (navigator.sendBeacon) {
      const originalBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (...args) => {
        note();
        return originalBeacon(...args);
      };
    }
  });
  page.on('request', (request) => seen.push({ url: request.url(), headers: request.headers() }));
  return async () => {
    assert(resetToken, 'no token to look for');
    for (const request of seen) {
      assert(!request.url.includes(resetToken), `a request URL carries the token: ${request.url}`);
      for (const [name, value] of Object.entries(request.headers)) {
        assert(!String(value).includes(resetToken), `the ${name} header of ${request.url} carries the token`);
      }
    }
    const addresses = await page.evaluate(() => window.__addressAtRequest ?? []);
    assert(addresses.length > 0, 'the page made no request at all (the watch is broken)');
    for (const address of addresses) {
      assert(!address.includes(resetToken), `the address still held the token when a request was made: ${address}`);
    }
    assert(seen.length > 0, 'no request seen');
  };
}

let resetPath = '';
let resetToken = '';

try {
  await check('a member with an e-mail registers', async () => {
    const { context, page } = await newPage(browser);
    await openDialog(page, '/register');
    await page.locator('.auth-form input[name="username"]').fill(USERNAME);
    await page.locator('.auth-form input[name="password"]').fill(OLD_PASSWORD);
    await page.locator('.auth-form input[name="confirmPassword"]').fill(OLD_PASSWORD);
    await page.locator('.auth-form input[name="email"]').fill(EMAIL);
    await tickConsents(page);
    await page.locator('.auth-form button[type="submit"]').click();
    await assertLoggedIn(page);
    await context.close();
  });

  await check('an unknown pair closes the popup and says so', async () => {
    const { context, page } = await newPage(browser);
    const dialog = await openForgotByEmail(page);
    const notice = await submitForgot(page, dialog, USERNAME, `other${suffix}@example.com`);
    assert(/does not exist/i.test(await notice.textContent()), `notice says: ${await notice.textContent()}`);
    await context.close();
  });

  await check('the right pair closes the popup, confirms, and e-mails a reset link', async () => {
    const { context, page } = await newPage(browser, { width: 390, theme: 'light' });
    const before = latestMessageId('email');
    const dialog = await openForgotByEmail(page);
    const notice = await submitForgot(page, dialog, USERNAME, EMAIL);
    assert(/check your e-mail/i.test(await notice.textContent()), `notice says: ${await notice.textContent()}`);
    await axeClean(page, seriousAxeViolations, describeViolations);
    await page.screenshot({ path: path.join(screenshotDir, 'forgot-email-sent-390-light.png') });
    resetPath = resetPathFrom(await waitForMessage('email', EMAIL, { after: before }));
    await context.close();
  });

  for (const [width, theme] of [
    [390, 'dark'],
    [1440, 'light'],
  ]) {
    await check(`screenshot reset-popup-${width}-${theme}`, async () => {
      assert(resetPath, 'no reset link');
      const { context, page } = await newPage(browser, { width, theme });
      // Only looking: the popup is closed without saving, so the token stays unused.
      await page.goto(`${baseUrl}${resetPath}`);
      await waitForApp(page);
      await page.getByRole('dialog', { name: /new password/i }).waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, `reset-popup-${width}-${theme}.png`) });
      await context.close();
    });
  }

  await check('the link opens the reset popup; the new password is saved and the login popup opens', async () => {
    assert(resetPath, 'no reset link');
    const { context, page } = await newPage(browser);
    const noRequestCarriesTheToken = await watchForToken(page);
    await page.goto(`${baseUrl}${resetPath}`);
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: /new password/i });
    await dialog.waitFor();
    assert(!page.url().includes('resetToken'), `the token stays in the address bar: ${page.url()}`);
    assert(!(await page.evaluate(() => window.location.href)).includes(resetToken), 'location.href still holds the token');
    // The shared validators judge the pair, as in change password.
    await dialog.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await dialog.locator('input[name="confirmNewPassword"]').fill(`${NEW_PASSWORD}x`);
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('.field--invalid input[name="confirmNewPassword"]').waitFor();
    await axeClean(page, seriousAxeViolations, describeViolations);
    await dialog.locator('input[name="confirmNewPassword"]').fill(NEW_PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    const login = page.getByRole('dialog', { name: /log in/i });
    await login.waitFor();
    await login.locator('input[name="username"]').fill(USERNAME);
    await login.locator('input[name="password"]').fill(NEW_PASSWORD);
    await login.locator('button[type="submit"]').click();
    await assertLoggedIn(page);
    await noRequestCarriesTheToken();
    await context.close();
  });

  await check('the link works once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}${resetPath}`);
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: /new password/i });
    await dialog.waitFor();
    await dialog.locator('input[name="newPassword"]').fill('Another new one 3');
    await dialog.locator('input[name="confirmNewPassword"]').fill('Another new one 3');
    await dialog.locator('button[type="submit"]').click();
    const error = dialog.locator('.form-error:not([hidden])');
    await error.waitFor();
    assert(/invalid or has expired/i.test(await error.textContent()), `shown: ${await error.textContent()}`);
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
