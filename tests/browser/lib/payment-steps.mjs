// Steps the deposit and withdrawal journeys share (issue 13): payment channels
// and operator decisions through panaloctl, and the member center's pages.
import { STEP_TIMEOUT } from './harness.mjs';
import { panaloctl, uniqueName } from './account-helpers.mjs';

/** A fresh channel of a kind, named for this run; answers its name. */
export function addChannel(kind, label, details, min, max) {
  const name = `${label} ${uniqueName('')}`;
  panaloctl('channels', 'add', kind, name, details, '--min', min, '--max', max);
  return name;
}

function rowsOf(text) {
  const parsed = JSON.parse(text.trim() || '[]');
  return Array.isArray(parsed) ? parsed : (parsed.list ?? []);
}

/** The member's newest in_process deposit (as the operator lists it). */
export function pendingDepositOf(account) {
  const row = rowsOf(panaloctl('deposits', 'list', '--status', 'in_process', '--json')).find(
    (r) => r.account === account,
  );
  if (!row) throw new Error(`no in_process deposit of ${account}`);
  return row;
}

/** The member's newest in_process withdrawal. */
export function pendingWithdrawalOf(account) {
  const row = rowsOf(panaloctl('withdrawals', 'list', '--status', 'in_process', '--json')).find(
    (r) => r.account === account,
  );
  if (!row) throw new Error(`no in_process withdrawal of ${account}`);
  return row;
}

/** Opens a member center page (the session lives in this tab's storage) and waits for its panel. */
export async function openMemberPage(page, key, title) {
  await page.goto(new URL(`/member?page=${key}`, page.url()).href);
  const panel = page.getByRole('region', { name: title, exact: true });
  await panel.waitFor({ timeout: STEP_TIMEOUT });
  return panel;
}

/** A site setting's current text (`settings list`), to put it back afterwards; null when unset. */
export function settingValue(key) {
  const line = panaloctl('settings', 'list')
    .split('\n')
    .find((l) => l.startsWith(`${key} `));
  return line ? line.slice(key.length + 1) : null;
}

/** Chooses a radio the way a pointer does (a click on its card), then checks it is the one chosen. */
export async function pick(scope, name) {
  await scope.locator('label').filter({ hasText: name }).first().click();
  const radio = scope.getByRole('radio', {
    name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await radio.first().and(scope.locator(':checked')).waitFor({ timeout: STEP_TIMEOUT });
}

/** Chooses a payment channel by its name. */
export function pickChannel(panel, channelName) {
  return pick(panel, channelName);
}
