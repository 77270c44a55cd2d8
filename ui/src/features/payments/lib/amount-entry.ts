// Typed amounts checked in the browser exactly as the server checks them: the
// shared money rule (wasm) first, then the bounds the API itself reports (a
// channel's min and max, the balance, the turnover still to wager), in the
// order the server refuses them.
import type { CoreApi } from '../../../lib/wasm/core-api';

/** A refusal carries the API's error key: the money rule's amount_* or a bound's. */
export type AmountCheck = { ok: true; minor: bigint; text: string } | { ok: false; error: string };

/** The shared money rule: minor units and the canonical text the server would read. */
export function readAmount(core: CoreApi, typed: string): AmountCheck {
  const parsed = core.parseAmount(typed.trim());
  if (!parsed.ok) return parsed;
  return { ok: true, minor: parsed.minor, text: core.formatMinor(parsed.minor) };
}

/** A deposit through a channel: the money rule, then the channel's min and max. */
export function checkDepositAmount(
  core: CoreApi,
  typed: string,
  channel: { minMinor: number; maxMinor: number },
): AmountCheck {
  const amount = readAmount(core, typed);
  if (!amount.ok) return amount;
  if (amount.minor < BigInt(channel.minMinor) || amount.minor > BigInt(channel.maxMinor)) {
    return { ok: false, error: 'deposit_outside_channel_range' };
  }
  return amount;
}

/**
 * A withdrawal: the money rule, then the main balance (quota_not_sufficient),
 * then the turnover still to wager (turnover_not_met), as the server orders them.
 */
export function checkWithdrawalAmount(
  core: CoreApi,
  typed: string,
  limits: { balanceMinor: number; turnoverRemainingMinor: number },
): AmountCheck {
  const amount = readAmount(core, typed);
  if (!amount.ok) return amount;
  if (amount.minor > BigInt(limits.balanceMinor)) return { ok: false, error: 'quota_not_sufficient' };
  if (limits.turnoverRemainingMinor > 0) return { ok: false, error: 'turnover_not_met' };
  return amount;
}

/** A partly received amount: the money rule, then above zero and below the withdrawal. */
export function checkReceivedAmount(core: CoreApi, typed: string, withdrawalMinor: number): AmountCheck {
  const amount = readAmount(core, typed);
  if (!amount.ok) return amount;
  if (amount.minor >= BigInt(withdrawalMinor)) return { ok: false, error: 'received_amount_invalid' };
  return amount;
}
