// Browser journey: affiliate and referral codes at registration (spec sections
// 2 and 7). An unknown affiliate code is flagged when the field is left and
// blocks the submit with invitation_code_error; the referralCode of
// /register?referralCode=X is shown and sent (the server refuses an unknown one,
// accepts a real one).
//
//   ci/run-journey.sh with PANALO_JOURNEYS=tests/browser/register-affiliate.mjs
import { execFileSync } from 'node:child_process';
import { assert, browser, check, describeViolations, finish, seriousAxeViolations } from './lib/harness.mjs';
import { assertLoggedIn, axeClean, newPage, openDialog, tickConsents } from './lib/auth-steps.mjs';
import { ctl } from './lib/operator.mjs';

const suffix = String(Date.now()).slice(-7);
const AGENT = `aff${suffix}`;
const GOOD_CODE = `GOOD${suffix}`;
const PASSWORD = 'Affiliate journey 5';
const INVALID_TEXT = /invalid invitation code/i;

async function fillRegistration(page, username) {
  await page.locator('.auth-form input[name="username"]').fill(username);
  await page.locator('.auth-form input[name="password"]').fill(PASSWORD);
  await page.locator('.auth-form input[name="confirmPassword"]').fill(PASSWORD);
  await tickConsents(page);
}

/** Answers of the affiliate check the page made. */
function recordAffiliateChecks(page) {
  const seen = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/wps/agent/affiliate') seen.push({ code: url.searchParams.get('code'), status: response.status() });
  });
  return seen;
}

try {
  await check('an agent with an affiliate code exists', async () => {
    execFileSync(process.env.PANALOCTL, ['members', 'create', AGENT, '--agent'], { input: `${PASSWORD}\n`, stdio: ['pipe', 'pipe', 'pipe'] });
    ctl('agents', 'affiliate', 'add', AGENT, GOOD_CODE);
  });

  await check('an unknown affiliate code is flagged on leaving the field and blocks the submit', async () => {
    const { context, page } = await newPage(browser);
    const checks = recordAffiliateChecks(page);
    await openDialog(page, '/register');
    await fillRegistration(page, `bad${suffix}`);
    const field = page.locator('.auth-form input[name="affiliateCode"]');
    await field.fill('NOSUCHCODE1');
    await field.blur();
    await page.locator('.auth-form .field--invalid input[name="affiliateCode"]').waitFor();
    const fieldText = await page.locator('.auth-form .field--invalid', { has: page.locator('input[name="affiliateCode"]') }).textContent();
    assert(INVALID_TEXT.test(fieldText), `field says: ${fieldText}`);
    assert(checks.some((c) => c.code === 'NOSUCHCODE1' && c.status === 400), 'no affiliate check was made');
    await page.locator('.auth-form button[type="submit"]').click();
    const error = page.locator('.auth-form .form-error:not([hidden])');
    await error.waitFor();
    assert(INVALID_TEXT.test(await error.textContent()), `submit says: ${await error.textContent()}`);
    assert(!(await page.evaluate(() => sessionStorage.getItem('token'))), 'registered with a bad affiliate code');
    await axeClean(page, seriousAxeViolations, describeViolations);
    await context.close();
  });

  await check('a real affiliate code passes the check and the registration', async () => {
    const { context, page } = await newPage(browser);
    const checks = recordAffiliateChecks(page);
    await openDialog(page, '/register');
    await fillRegistration(page, `good${suffix}`);
    const field = page.locator('.auth-form input[name="affiliateCode"]');
    await field.fill(GOOD_CODE);
    await field.blur();
    await page.locator('.auth-form button[type="submit"]').click();
    await assertLoggedIn(page);
    assert(checks.some((c) => c.code === GOOD_CODE && c.status === 200), 'the good code was not checked');
    await context.close();
  });

  await check('the referralCode of the URL is shown and sent: an unknown one is refused', async () => {
    const { context, page } = await newPage(browser);
    await openDialog(page, '/register?referralCode=NOSUCHREF9');
    const referral = page.locator('.auth-form input[name="referralCode"]');
    assert((await referral.inputValue()) === 'NOSUCHREF9', 'the referral code is not shown');
    await fillRegistration(page, `ref${suffix}`);
    await page.locator('.auth-form button[type="submit"]').click();
    const error = page.locator('.auth-form .form-error:not([hidden])');
    await error.waitFor();
    assert(INVALID_TEXT.test(await error.textContent()), `submit says: ${await error.textContent()}`);
    await context.close();
  });

  await check('a real referralCode in the URL registers', async () => {
    // A referral code is a member's own code (members.referral_code); the agent above has one.
    const referral = execFileSync('psql', ['-qXAt', process.env.DATABASE_URL, '-c', `SELECT referral_code FROM members WHERE account = '${AGENT}'`], {
      encoding: 'utf8',
    }).trim();
    assert(/^[A-Za-z0-9]+$/.test(referral), `no referral code for ${AGENT}`);
    const { context, page } = await newPage(browser);
    await openDialog(page, `/register?referralCode=${referral}`);
    await fillRegistration(page, `ref${suffix}`);
    await page.locator('.auth-form button[type="submit"]').click();
    await assertLoggedIn(page);
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
