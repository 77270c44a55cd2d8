// Browser journey (issue 16): the agent back office against the started
// product. An agent (panaloctl members create --agent, a real-time salary
// contract from the operator) logs in on /agent and lands on the team
// overview; in registerCenter it opens a downline member (sealed form, the
// shared rules' verdicts in the browser); the member logs in, chooses their
// own password, and plays a house game; the agent's team overview and team
// betting show the play; once the 5-minute window has ended (moved into the
// past here instead of waited for) the settlement pays the real-time salary
// and its page lists it. Every page in both themes at 1440 and 390 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/agent-center.mjs" bash ci/run-journey.sh
import { assert, baseUrl, browser, check, finish, STEP_TIMEOUT, waitForApp } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  readyDialog,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { sql } from './lib/database.mjs';

const AGENT = uniqueName('ac');
const PLAYER = uniqueName('ap');
const AGENT_PASSWORD = 'Seaside kite 2031';
const FIRST_PASSWORD = 'Harbor lamp 4417';
const PLAYER_PASSWORD = 'Quiet river 5823';

async function agentLogin(width, theme = 'dark') {
  const { context, page } = await openAt('/agent', { width, theme });
  const form = page.locator('.agent-form-card');
  await form.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(AGENT);
  await form.getByLabel('Password', { exact: true }).fill(AGENT_PASSWORD);
  await form.getByRole('button', { name: 'Log in as agent' }).click();
  await page.waitForURL((url) => url.pathname === '/agentHome', { timeout: STEP_TIMEOUT });
  return { context, page };
}

/** An agent center page, once its data (or its empty state) is on screen. */
async function openAgentPage(page, key, title) {
  await page.goto(`${baseUrl}/agentHome?page=${key}`);
  await waitForApp(page);
  const panel = page.locator('.center-panel');
  await panel.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: STEP_TIMEOUT });
  await panel.locator('.records__loading').first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  return panel;
}

async function figure(panel, label) {
  const stat = panel.locator('.records__stat', { has: panel.page().locator('dt', { hasText: label }) }).first();
  return (await stat.locator('dd').innerText()).trim();
}

try {
  createMember(AGENT, AGENT_PASSWORD, ['--agent']);
  panaloctl('agents', 'features', AGENT, '--dividend', 'on', '--daily', 'on', '--hourly', 'on', '--realtime', 'on');
  panaloctl('agents', 'grant', AGENT, '--kind', 'realtime', '--win-rate', '1.00', '--loss-rate', '2.00',
    '--single-bet', '0.50');
  // In force for the last hour, so a window of the past minutes is the contract's.
  sql(`UPDATE agent_contracts SET accepted_at = now() - interval '1 hour' WHERE holder_id =
       (SELECT id FROM members WHERE account = '${AGENT}')`);
  // House games play from the main wallet.
  panaloctl('ledger', 'mode', 'set', 'single');

  for (const width of [1440, 390]) {
    await check(`the agent logs in on /agent and lands on the team overview at ${width} px`, async () => {
      const { context, page } = await agentLogin(width);
      const panel = await openAgentPage(page, 'agentTeamOverview', 'Team overview');
      assert((await figure(panel, 'Team size')) === '0', 'a new agent has no team yet');
      const menu = page.getByRole('navigation', { name: 'Agent center pages' });
      await menu.getByRole('link', { name: 'Real-time salary' }).waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(page.locator('.center-menu'), 'Deposit');
      await shotInBothThemes(page, `agent-overview-empty-${width}`);
      await context.close();
    });
  }

  await check('registerCenter opens a downline member; the shared rules answer in the browser first', async () => {
    const { context, page } = await agentLogin(1440);
    const panel = await openAgentPage(page, 'registerCenter', 'Accounts');
    await panel.locator('.forms-status').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await panel.getByRole('textbox', { name: 'Username', exact: true }).fill(PLAYER);
    await panel.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await panel.getByLabel('Confirm password', { exact: true }).fill('Harbor lamp 0000');
    await panel.getByRole('button', { name: 'Open account' }).click();
    await visibleText(panel, 'Incorrect confirmation input');
    assert(sql(`SELECT count(*) FROM members WHERE account = '${PLAYER}'`) === '0', 'an invalid form reached the server');
    await shotInBothThemes(page, 'agent-register-refused-1440');
    await panel.getByLabel('Confirm password', { exact: true }).fill(FIRST_PASSWORD);
    await panel.getByRole('button', { name: 'Open account' }).click();
    await visibleText(panel, `Account ${PLAYER} opened`);
    await shotInBothThemes(page, 'agent-register-done-1440');
    const upline = sql(`SELECT u.account FROM members m JOIN members u ON u.id = m.upline_id WHERE m.account = '${PLAYER}'`);
    assert(upline === AGENT, `the new member's upline is ${upline}`);
    await context.close();
  });

  await check('the member chooses their own password and plays a house game', async () => {
    panaloctl('ledger', 'adjust', PLAYER, '50.00', '--key', uniqueName('journey-agent-'), '--memo', 'journey');
    const { context, page } = await openAt('/', { width: 1440 });
    await loginThroughPopup(page, PLAYER, FIRST_PASSWORD);
    const dialog = await readyDialog(page, 'First login: set a new password');
    await dialog.getByLabel('New password', { exact: true }).fill(PLAYER_PASSWORD);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(PLAYER_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await waitForLoggedInHeader(page);
    await page.goto(`${baseUrl}/rng?vassalage=PO`);
    await waitForApp(page);
    const dice = page.locator('section[aria-labelledby="dice-title"]');
    await dice.waitFor({ timeout: STEP_TIMEOUT });
    await dice.getByLabel('Stake').fill('10');
    await dice.getByRole('button', { name: 'Roll' }).click();
    await dice.locator('.originals-game__result', { hasText: 'Rolled' }).waitFor({ timeout: STEP_TIMEOUT });
    await context.close();
  });

  await check('the team overview and team betting show the play', async () => {
    const { context, page } = await agentLogin(1440);
    let panel = await openAgentPage(page, 'agentTeamOverview', 'Team overview');
    assert((await figure(panel, 'Team size')) === '1', 'the team is the new member');
    assert((await figure(panel, 'Active members')) === '1', 'the member played today');
    assert((await figure(panel, 'Valid bets')).includes('10.00'), 'the 10.00 roll is the valid bet');
    await shotInBothThemes(page, 'agent-overview-played-1440');
    panel = await openAgentPage(page, 'personalHistoryCopy', 'Team betting');
    await panel.getByRole('region', { name: 'Team bets' }).getByText(PLAYER).first().waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'agent-team-bets-1440');
    panel = await openAgentPage(page, 'downlineManagmentView', 'Team management');
    await panel.getByText(PLAYER).first().waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'agent-team-members-1440');
    await context.close();
  });

  await check('once its window ends, the real-time salary is paid and listed', async () => {
    // The round was settled in the current 5-minute window: move it ten minutes back
    // instead of waiting, then settle what is due as the servers do on their timer.
    sql(`UPDATE bets SET placed_at = placed_at - interval '10 minutes', settled_at = settled_at - interval '10 minutes'
         WHERE member_id = (SELECT id FROM members WHERE account = '${PLAYER}')`);
    panaloctl('agents', 'settle-due');
    const won = sql(`SELECT coalesce(sum(valid_bet_minor) FILTER (WHERE win_loss_minor > 0), 0) || ':' ||
                     coalesce(sum(valid_bet_minor) FILTER (WHERE win_loss_minor < 0), 0) FROM bets
                     WHERE member_id = (SELECT id FROM members WHERE account = '${PLAYER}')`);
    const [wonMinor, lostMinor] = won.split(':').map(Number);
    const expected = Math.floor(wonMinor / 100) + Math.floor((lostMinor * 2) / 100);
    const paid = Number(sql(`SELECT coalesce(sum(amount_minor), 0) FROM agent_commissions c JOIN members m
                             ON m.id = c.agent_id WHERE m.account = '${AGENT}' AND c.paid_at IS NOT NULL`));
    assert(paid === expected, `the real-time salary paid ${paid}, the rule gives ${expected}`);
    for (const width of [1440, 390]) {
      const { context, page } = await agentLogin(width);
      const panel = await openAgentPage(page, 'agentRealtimeSalary', 'Real-time salary');
      await panel.getByText('Paid', { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `agent-realtime-salary-${width}`);
      await openAgentPage(page, 'agentContracts', 'Contracts');
      await shotInBothThemes(page, `agent-contracts-${width}`);
      await context.close();
    }
  });
} finally {
  await browser.close();
}
finish();
