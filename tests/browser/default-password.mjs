// Browser journey (issue 5): an operator-set password (panaloctl members
// create --default-password) opens the change-password popup, titled for a
// first login, right after the login; changing it signs in again and goes home.
//
//   PANALO_JOURNEYS="tests/browser/default-password.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import { assertNoSeriousViolations, createMember, loginThroughPopup, openAt, readyDialog, shot, uniqueName } from './lib/account-helpers.mjs';

const USER = uniqueName('dp');
const DEFAULT_PASSWORD = 'Operator chose 4821';
const NEW_PASSWORD = 'Papaya sunrise 93';

try {
  await check('the operator creates an account with a default password', () => {
    createMember(USER, DEFAULT_PASSWORD, ['--default-password']);
  });

  await check('a default-password login opens the change-password popup, then re-logs in with the new one', async () => {
    const { context, page } = await openAt('/help');
    await loginThroughPopup(page, USER, DEFAULT_PASSWORD);
    const dialog = await readyDialog(page, 'First login: set a new password');
    assert((await dialog.getByLabel('Current password').count()) === 0, 'asks again for the password just used');
    await assertNoSeriousViolations(page);
    await shot(page, 'default-password-1440-dark');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.avatar-menu__button').waitFor();
    await context.close();
  });

  await check('the next login with the new password opens no popup', async () => {
    const { context, page } = await openAt('/');
    await loginThroughPopup(page, USER, NEW_PASSWORD);
    await page.locator('.avatar-menu__button').waitFor({ timeout: STEP_TIMEOUT });
    assert((await page.getByRole('dialog').count()) === 0, 'a popup is still open');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
