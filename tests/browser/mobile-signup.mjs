// Browser journey: mobile sign-up without a password (MOBILENUMPASSREG3 off,
// SMS login on). The register popup's mobile tab asks for the number and an SMS
// code only; the code from the outbox creates the account and signs the player
// in. The member center then offers "Set a password" (by phone) instead of the
// change popup; once set, the password logs in. With MOBILENUMPASSREG3 on, the
// same tab asks for a password again.
//
//   ci/run-journey.sh with PANALO_JOURNEYS=tests/browser/mobile-signup.mjs
import path from 'node:path';
import { assert, baseUrl, browser, check, describeViolations, finish, screenshotDir, seriousAxeViolations, settled, STEP_TIMEOUT } from './lib/harness.mjs';
import { assertLoggedIn, axeClean, loginOnLoginPage, newPage, openDialog, tickConsents } from './lib/auth-steps.mjs';
import { forgetCodeSends, forgetLoginFailures, shotInBothThemes } from './lib/account-helpers.mjs';
import { codeIn, freshMobile, latestMessageId, setFlag, waitForMessage } from './lib/operator.mjs';

const MOBILE = freshMobile();
const PASSWORD = 'Mobile signup later 9';

async function openMobileSignup(page) {
  await openDialog(page, '/register');
  await page.getByRole('tab', { name: /mobile/i }).click();
  await page.locator('.auth-form input[name="mobileNum"]').waitFor();
  await page.locator('.dialing-select:not([disabled])').waitFor();
}

async function sendCodeAndRead(page, scope) {
  const before = latestMessageId('sms');
  await scope.locator('input[name="mobileNum"]').fill(MOBILE);
  await scope.getByRole('button', { name: /get code/i }).click();
  await page.waitForFunction(() => /\d+\s*s/.test(document.querySelector('.get-code')?.textContent ?? ''));
  return codeIn(await waitForMessage('sms', MOBILE, { after: before }));
}

try {
  setFlag('MOBILENUMREG3', true);
  setFlag('MOBILENUMPASSREG3', false);
  setFlag('REGMOBVERF3', false);
  setFlag('MOBILEVERCODELOGIN3', true);
  forgetCodeSends();

  for (const [width, theme] of [
    [390, 'dark'],
    [390, 'light'],
    [1440, 'dark'],
    [1440, 'light'],
  ]) {
    await check(`the mobile tab asks for a code, not a password (${width} ${theme})`, async () => {
      const { context, page } = await newPage(browser, { width, theme });
      await openMobileSignup(page);
      const form = page.locator('.auth-form');
      assert((await form.locator('input[name="password"]').count()) === 0, 'a password field is shown');
      assert(await form.locator('input[name="verificationCode"]').isVisible(), 'no code field');
      assert(/no password needed/i.test(await form.locator('.auth-form__note').textContent()), 'no explanation shown');
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, `mobile-signup-${width}-${theme}.png`) });
      if (width === 1440 && theme === 'dark') await axeClean(page, seriousAxeViolations, describeViolations);
      await context.close();
    });
  }

  await check('the number and its SMS code create the account and sign in', async () => {
    const { context, page } = await newPage(browser, { width: 390, theme: 'light' });
    await openMobileSignup(page);
    const form = page.locator('.auth-form');
    // Submitting without the code is refused by the shared rules before any request.
    await form.locator('input[name="mobileNum"]').fill(MOBILE);
    await tickConsents(page);
    await form.locator('button[type="submit"]').click();
    await form.locator('input[name="verificationCode"][aria-invalid="true"]').waitFor({ timeout: STEP_TIMEOUT });

    const code = await sendCodeAndRead(page, form);
    await form.locator('input[name="verificationCode"]').fill(code);
    await form.locator('button[type="submit"]').click();
    await assertLoggedIn(page);
    await context.close();
  });

  await check('the member center offers "Set a password", which sets one by phone', async () => {
    // A fresh browser signs in by SMS code, as this account always does.
    forgetCodeSends();
    const { context, page } = await newPage(browser, { width: 1440, theme: 'dark' });
    await openDialog(page, '/login');
    await page.getByRole('tab', { name: /mobile/i }).click();
    await page.locator('.dialing-select:not([disabled])').waitFor();
    const loginForm = page.locator('.auth-form');
    await loginForm.locator('input[name="verificationCode"]').fill(await sendCodeAndRead(page, loginForm));
    await loginForm.locator('button[type="submit"]').click();
    await assertLoggedIn(page);

    await page.goto(`${baseUrl}/member`);
    const setButton = page.getByRole('button', { name: /set a password/i });
    await setButton.waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'member-set-password-1440');
    await setButton.click();
    const dialog = page.getByRole('dialog', { name: /set a password/i });
    await dialog.waitFor();
    assert((await dialog.getByRole('tab').count()) === 0, 'the set-password popup offers other methods');
    await dialog.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.locator('.dialing-select:not([disabled])').waitFor();
    forgetCodeSends();
    const code = await sendCodeAndRead(page, dialog);
    await dialog.locator('input[name="verificationCode"]').fill(code);
    await dialog.locator('input[name="newPassword"]').fill(PASSWORD);
    await shotInBothThemes(page, 'set-password-dialog-1440');
    await dialog.locator('button[type="submit"]').click();
    await assertLoggedIn(page);

    await page.goto(`${baseUrl}/member`);
    await page.getByRole('button', { name: /change password/i }).waitFor({ timeout: STEP_TIMEOUT });
    await context.close();
  });

  await check('the new password logs in', async () => {
    forgetLoginFailures();
    const { context, page } = await loginOnLoginPage(browser, MOBILE, PASSWORD);
    await assertLoggedIn(page);
    await context.close();
  });

  await check('with MOBILENUMPASSREG3 on, the mobile tab asks for a password again', async () => {
    setFlag('MOBILENUMPASSREG3', true);
    const { context, page } = await newPage(browser, { width: 390, theme: 'dark' });
    await openMobileSignup(page);
    const form = page.locator('.auth-form');
    assert(await form.locator('input[name="password"]').isVisible(), 'no password field');
    assert(await form.locator('input[name="confirmPassword"]').isVisible(), 'no confirmation field');
    assert((await form.locator('input[name="verificationCode"]').count()) === 0, 'a code is asked with REGMOBVERF3 off');
    await context.close();
  });
} finally {
  setFlag('MOBILENUMPASSREG3', false);
  forgetCodeSends();
  await browser.close();
}
finish();
