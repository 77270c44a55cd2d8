// Browser journey (issue 5): the captcha a failed login reveals, against
// the real server. The journey cannot read the captcha's
// answer, so it checks that the image appears, that refresh fetches a new one
// at most once a second, and that a wrong answer gets the translated invalid_captcha.
//
//   PANALO_JOURNEYS="tests/browser/login-captcha.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import { assertNoSeriousViolations, createMember, forgetLoginFailures, openAt, readyDialog, shot, uniqueName, visibleText } from './lib/account-helpers.mjs';

const PASSWORD = 'Lagoon pepper 58';

function captchaRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/wps/captcha') seen.push(Date.now());
  });
  return seen;
}

/** Fails one login so the popup shows the captcha; answers the popup. */
async function revealCaptcha(page, username) {
  await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = await readyDialog(page, 'Log in to Panalo');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong guess 000');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await visibleText(dialog, 'The username or password is incorrect');
  await dialog.getByRole('img', { name: /Captcha image/ }).waitFor({ timeout: STEP_TIMEOUT });
  return dialog;
}

/** Each check starts from a clean IP and leaves one for the journeys after this one. */
async function cleanCheck(name, fn) {
  forgetLoginFailures();
  try {
    await check(name, fn);
  } finally {
    forgetLoginFailures();
  }
}

const imageSource = (dialog) => dialog.getByRole('img', { name: /Captcha image/ }).getAttribute('src');

try {
  await cleanCheck('a failed login reveals the captcha image and field', async () => {
    const user = uniqueName('cp');
    createMember(user, PASSWORD);
    const { context, page } = await openAt('/');
    const dialog = await revealCaptcha(page, user);
    const src = await imageSource(dialog);
    assert(/^data:image\/png;base64,[A-Za-z0-9+/=]{40,}$/.test(src ?? ''), `image source ${String(src).slice(0, 40)}`);
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();
    await assertNoSeriousViolations(page);
    await context.close();
  });

  await cleanCheck('refresh loads a new image, at most one per second', async () => {
    const user = uniqueName('cr');
    createMember(user, PASSWORD);
    const { context, page } = await openAt('/');
    const requests = captchaRequests(page);
    const dialog = await revealCaptcha(page, user);
    const first = await imageSource(dialog);
    await page.waitForTimeout(1100);
    const before = requests.length;
    const refresh = dialog.getByRole('button', { name: 'Show a new captcha image' });
    await refresh.waitFor();
    // Three presses in one task: well within a second of each other.
    await page.evaluate(() => {
      const button = document.querySelector('.captcha__refresh');
      for (let i = 0; i < 3; i++) button.click();
    });
    await page.waitForFunction((old) => document.querySelector('.captcha__image')?.getAttribute('src') !== old, first, { timeout: STEP_TIMEOUT });
    await page.waitForTimeout(300);
    assert(requests.length - before === 1, `${requests.length - before} captcha requests for three quick presses`);
    // A second later the button works again.
    await page.waitForTimeout(1000);
    const second = await imageSource(dialog);
    await refresh.click();
    await page.waitForFunction((old) => document.querySelector('.captcha__image')?.getAttribute('src') !== old, second, { timeout: STEP_TIMEOUT });
    assert(requests.length - before === 2, `${requests.length - before} captcha requests after a later press`);
    await context.close();
  });

  await cleanCheck('the right password with a wrong captcha answer gets "Invalid captcha" and a new image', async () => {
    const user = uniqueName('cw');
    createMember(user, PASSWORD);
    const { context, page } = await openAt('/');
    const dialog = await revealCaptcha(page, user);
    const first = await imageSource(dialog);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Captcha', { exact: true }).fill('zzzzzz');
    await page.waitForTimeout(1100); // the renewed image must not meet the server's one-per-second limit
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await visibleText(dialog, 'Invalid captcha');
    await page.waitForFunction((old) => document.querySelector('.captcha__image')?.getAttribute('src') !== old, first, { timeout: STEP_TIMEOUT });
    assert((await page.evaluate(() => sessionStorage.getItem('token'))) === null, 'logged in with a wrong captcha');
    await context.close();
  });

  await cleanCheck('an empty captcha answer is refused by the validators before sending', async () => {
    const user = uniqueName('ce');
    createMember(user, PASSWORD);
    const { context, page } = await openAt('/');
    const dialog = await revealCaptcha(page, user);
    let sent = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/wps/session/login') && sent++);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await visibleText(dialog, 'Input cannot be empty');
    assert(sent === 0, 'a login was sent without the captcha answer');
    await context.close();
  });

  for (const width of [1440, 390]) {
    for (const theme of ['dark', 'light']) {
      await cleanCheck(`captcha login at ${width} px ${theme}: axe clean, screenshot`, async () => {
        const user = uniqueName('cs');
        createMember(user, PASSWORD);
        const { context, page } = await openAt('/', { width, theme });
        await revealCaptcha(page, user);
        await assertNoSeriousViolations(page);
        await shot(page, `captcha-login-${width}-${theme}`);
        await context.close();
      });
    }
  }
} finally {
  await browser.close();
}
finish();
