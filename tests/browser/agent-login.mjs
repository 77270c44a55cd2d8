// Browser journey (issue 5): the agent login page against the real server.
// A member is refused with the spec's "Non-agents cannot log in" and gets no
// session; an agent (panaloctl members create --agent) lands on /agentHome.
//
//   PANALO_JOURNEYS="tests/browser/agent-login.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import { assertNoSeriousViolations, createMember, forgetLoginFailures, openAt, shot, uniqueName, visibleText } from './lib/account-helpers.mjs';

const MEMBER = uniqueName('am');
const AGENT = uniqueName('ag');
const PASSWORD = 'Seaside kite 2031';

async function agentForm(page) {
  const form = page.locator('.agent-form-card');
  await form.waitFor();
  // The validators load with the page; the submit waits for them.
  await form.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  return form;
}

async function submitAgentLogin(page, username, password) {
  const form = await agentForm(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in as agent' }).click();
  return form;
}

try {
  createMember(MEMBER, PASSWORD);
  createMember(AGENT, PASSWORD, ['--agent']);

  for (const width of [1440, 390]) {
    for (const theme of ['dark', 'light']) {
      await check(`agent page at ${width} px ${theme}: hours, no remember-me, axe clean, screenshot`, async () => {
        const { context, page } = await openAt('/agent', { width, theme });
        const form = await agentForm(page);
        await visibleText(page, 'Monday to Friday, 12:00 noon to 9:00 PM');
        assert((await form.getByRole('checkbox').count()) === 0, 'the agent form has a remember-me box');
        await assertNoSeriousViolations(page);
        await shot(page, `agent-page-${width}-${theme}`);
        await context.close();
      });
    }
  }

  await check('a member is refused on /agent with "Non-agents cannot log in" and gets no session', async () => {
    const { context, page } = await openAt('/agent');
    const login = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/wps/session/login'));
    const form = await submitAgentLogin(page, MEMBER, PASSWORD);
    await login;
    await visibleText(form, 'Non-agents cannot log in');
    assert(new URL(page.url()).pathname === '/agent', `moved to ${page.url()}`);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    assert(token === null, 'a session was stored for a non-agent');
    await assertNoSeriousViolations(page);
    await shot(page, 'agent-page-refused-1440-dark');
    await context.close();
  });

  await check('a wrong password on /agent shows the login error', async () => {
    const { context, page } = await openAt('/agent');
    const form = await submitAgentLogin(page, AGENT, 'Not the password 1');
    await visibleText(form, 'The username or password is incorrect');
    await context.close();
    forgetLoginFailures();
  });

  await check('an agent lands on /agentHome, sees the agent entry, and logs out with the confirmation', async () => {
    const { context, page } = await openAt('/agent');
    await submitAgentLogin(page, AGENT, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/agentHome', { timeout: STEP_TIMEOUT });
    await page.getByRole('heading', { name: 'Team overview' }).waitFor();
    assert((await page.evaluate(() => sessionStorage.getItem('isAgent'))) === 'true', 'isAgent not stored');
    // The player site's avatar menu offers the agent entry to agents only.
    await page.goto(page.url().replace(/\/agentHome.*$/, '/'));
    await page.locator('.avatar-menu__button').click();
    await page.getByRole('menuitem', { name: 'Agent center' }).click();
    await page.waitForURL((url) => url.pathname === '/agentHome');
    await page.locator('.center-menu').getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert((await page.evaluate(() => sessionStorage.getItem('token'))) === null, 'token kept after logout');
    await context.close();
  });

  await check('a member on /agentHome is sent to /agent', async () => {
    const { context, page } = await openAt('/');
    await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Panalo' });
    await dialog.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(MEMBER);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.avatar-menu__button').waitFor();
    await page.goto(page.url().replace(/\/$/, '/agentHome'));
    await page.waitForURL((url) => url.pathname === '/agent', { timeout: STEP_TIMEOUT });
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
