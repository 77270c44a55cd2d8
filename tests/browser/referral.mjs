// Browser journey (issue 15 item 6, spec section 2): invite friends. With the
// demo rule (open to all members) the side menu offers "Invite friends"; the
// page shows the member's code, the invite link /register?referralCode=CODE
// with copy buttons and its QR code, and the reward rule. The link opened in
// another browser pre-fills the register popup; the friend who registers
// appears in the inviter's list. Closed to all, the entry shows only for a
// member the operator enabled. 1440 and 390 px, both themes, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/referral.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { assertLoggedIn, newPage, openDialog, tickConsents } from './lib/auth-steps.mjs';

const PASSWORD = 'Correct-Horse-42';

async function signIn(account, width) {
  const { context, page } = await openAt('/', { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { context, page };
}

async function openReferral(page) {
  await page.goto(new URL('/member?page=referral', page.url()).href);
  const panel = page.locator('.center-panel');
  await panel.locator('.referral__card').waitFor({ timeout: STEP_TIMEOUT });
  await panel.locator('.referral__qr img').waitFor({ timeout: STEP_TIMEOUT });
  await panel.locator('.referral__friends table, .referral__empty').first().waitFor({ timeout: STEP_TIMEOUT });
  return panel;
}

// The side menu is a drawer on a phone: its links exist either way.
const inviteLink = (page) => page.locator('#side-menu').getByRole('link', { name: 'Invite friends' });

try {
  panaloctl('referral', 'demo');
  const inviter = uniqueName('inv');
  createMember(inviter, PASSWORD);
  let link = '';

  await check('the invite page: code, link, QR code, copy, rule', async () => {
    const { context, page } = await signIn(inviter, 1440);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await inviteLink(page).waitFor({ timeout: STEP_TIMEOUT });
    await inviteLink(page).click();
    const panel = await openReferral(page);
    const code = (await panel.locator('.referral__code').innerText()).trim();
    assert(/^[A-Z0-9]{10}$/.test(code), `a referral code is shown: ${code}`);
    link = (await panel.locator('.referral__link').innerText()).trim();
    assert(link === `${new URL(page.url()).origin}/register?referralCode=${code}`, `the invite link: ${link}`);
    const qr = panel.locator('.referral__qr img');
    assert((await qr.getAttribute('src')).startsWith('data:image/svg+xml'), 'a QR code image');
    assert((await qr.getAttribute('alt')) === 'QR code of your invite link', 'the QR code has a text alternative');
    await panel.getByText('You receive 50.00 for each friend whose approved deposits reach 100.00.').waitFor();
    await panel.getByText('No friend has registered with your code yet.').waitFor();
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await panel.getByText('Copied to the clipboard').waitFor({ timeout: STEP_TIMEOUT });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert(copied === link, `the clipboard holds the link: ${copied}`);
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shotInBothThemes(page, 'referral-empty-1440');
    await context.close();
  });

  const friend = uniqueName('frd');
  await check('the invite link pre-fills the register popup and the friend registers', async () => {
    const { context, page } = await newPage(browser);
    const path = new URL(link).pathname + new URL(link).search;
    await openDialog(page, path);
    const code = new URL(link).searchParams.get('referralCode');
    const field = page.locator('.auth-form input[name="referralCode"]');
    assert((await field.inputValue()) === code, 'the referral code is filled in from the link');
    await page.locator('.auth-form input[name="username"]').fill(friend);
    await page.locator('.auth-form input[name="password"]').fill(PASSWORD);
    await page.locator('.auth-form input[name="confirmPassword"]').fill(PASSWORD);
    await tickConsents(page);
    await page.locator('.auth-form button[type="submit"]').click();
    await assertLoggedIn(page);
    await context.close();
  });

  for (const width of [1440, 390]) {
    await check(`the friend appears in the inviter's list at ${width} px`, async () => {
      const { context, page } = await signIn(inviter, width);
      const panel = await openReferral(page);
      const row = panel.locator('.referral__table tbody tr').first();
      await row.waitFor({ timeout: STEP_TIMEOUT });
      const masked = `${friend.slice(0, 2)}***${friend.slice(-2)}`;
      const text = await row.innerText();
      assert(text.includes(masked) && text.includes('Registered'), `the friend's row: ${text}`);
      assert((await panel.locator('.referral__totals dd').first().innerText()).trim() === '1', 'one friend invited');
      await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await shotInBothThemes(page, `referral-friends-${width}`);
      await panel.locator('.referral__friends').scrollIntoViewIfNeeded();
      await shotInBothThemes(page, `referral-friends-list-${width}`);
      await context.close();
    });
  }

  await check('closed to all, only an enabled member sees invite friends', async () => {
    panaloctl('referral', 'config', '--open-to-all', 'off');
    try {
      const other = uniqueName('noinv');
      createMember(other, PASSWORD);
      let { context, page } = await signIn(other, 1440);
      await page.locator('#side-menu').getByRole('link', { name: 'Promotions' }).waitFor({ timeout: STEP_TIMEOUT });
      await page.waitForLoadState('networkidle');
      assert((await inviteLink(page).count()) === 0, 'invite friends is offered to a member it is closed to');
      await page.goto(new URL('/member?page=referral', page.url()).href);
      await page.getByText('Invite friends is not open to your account').first().waitFor({ timeout: STEP_TIMEOUT });
      // A member who registered without a code may still name who invited them.
      await page.getByRole('heading', { name: 'Were you invited by a friend?' }).waitFor();
      await page.getByLabel("Friend's referral code").fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Save code' }).click();
      await page.getByText('Invalid invitation code').waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, 'referral-not-open-1440');
      await context.close();

      panaloctl('referral', 'enable', other);
      ({ context, page } = await signIn(other, 1440));
      await inviteLink(page).waitFor({ timeout: STEP_TIMEOUT });
      await context.close();
    } finally {
      panaloctl('referral', 'config', '--open-to-all', 'on');
    }
  });
} finally {
  await browser.close();
}
finish();
