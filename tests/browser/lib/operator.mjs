// The operator tool and its outbox, as the journeys use them: switch flags,
// and read the SMS codes and e-mails the server "sent" (the outbox provider
// keeps them in PostgreSQL; `panaloctl outbox list --json` prints them).
import { execFileSync } from 'node:child_process';
import { STEP_TIMEOUT } from './harness.mjs';

const panaloctl = process.env.PANALOCTL;
if (!panaloctl) throw new Error('PANALOCTL must name the panaloctl binary (ci/run-journey.sh sets it)');

export function ctl(...args) {
  return execFileSync(panaloctl, args, { stdio: 'pipe', encoding: 'utf8' });
}

export function setFlag(code, on) {
  ctl('flags', 'set', code, on ? 'on' : 'off');
}

/** Outbox rows, newest first, whatever envelope the JSON printer chose (array, {list}, or one object per line). */
function outboxRows(channel, limit) {
  const text = ctl('outbox', 'list', '--channel', channel, '--limit', String(limit), '--json').trim();
  if (text === '') return [];
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed.list ?? parsed.messages ?? parsed.value ?? []);
  return [...rows].sort((a, b) => Number(b.id) - Number(a.id));
}

/**
 * The newest message to a recipient (an e-mail address, or a number matched by
 * its national digits so "+63 917..." and "63917..." both match), once it exists.
 */
export async function waitForMessage(channel, recipient, { after = 0 } = {}) {
  const digits = channel === 'sms' ? recipient.replace(/\D/g, '') : null;
  const matches = (row) => {
    const to = String(row.recipient ?? row.to ?? '');
    return digits ? to.replace(/\D/g, '').endsWith(digits) : to.toLowerCase() === recipient.toLowerCase();
  };
  const deadline = Date.now() + STEP_TIMEOUT;
  while (Date.now() < deadline) {
    const row = outboxRows(channel, 50).find((r) => matches(r) && Number(r.id) > after);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${channel} message to ${recipient} in the outbox`);
}

/** The id of the newest outbox message of a channel (0 when none), to wait for a newer one. */
export function latestMessageId(channel) {
  return Number(outboxRows(channel, 1)[0]?.id ?? 0);
}

/**
 * For registerByMobile: runs `press` (which asks for a code) and answers the
 * code of the SMS that then reaches `mobile`.
 */
export function codeReader(mobile) {
  return async (press) => {
    const before = latestMessageId('sms');
    await press();
    return codeIn(await waitForMessage('sms', mobile, { after: before }));
  };
}

/** The 6-digit code in an SMS body. */
export function codeIn(message) {
  const match = /\b(\d{6})\b/.exec(String(message.body ?? ''));
  if (!match) throw new Error('no 6-digit code in the SMS');
  return match[1];
}

/** A fresh Philippine mobile number for this run (the demo rule: 10 digits starting with 9). */
export function freshMobile() {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
