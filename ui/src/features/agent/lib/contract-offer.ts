import type { ContractKind } from '../api/get-agent-contracts';
import type { AgentContractOffer } from '../api/post-agent-contract';

export type OfferPeriod = NonNullable<AgentContractOffer['period']>;
export const OFFER_PERIODS: readonly OfferPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];

/** A tier as typed: text until it is sent (the server judges every number and amount). */
export type TierDraft = { rate: string; minActiveMembers: string; minValidBet: string; minProfitLoss: string };
export const EMPTY_TIER: TierDraft = { rate: '', minActiveMembers: '0', minValidBet: '0', minProfitLoss: '0' };
/** The contract's bounds on tiers per offer (AgentContractOffer.tiers: 1 to 10). */
export const MAX_TIERS = 10;

export type OfferDraft = {
  account: string;
  kind: ContractKind;
  period: OfferPeriod;
  tiers: readonly TierDraft[];
  winRate: string;
  lossRate: string;
  singleBet: string;
};

/** Dividend and daily contracts choose how often they settle; hourly settles hourly, real-time continuously. */
export function offerHasPeriod(kind: ContractKind): boolean {
  return kind === 'dividend' || kind === 'daily';
}

/**
 * The request body for what was typed. Only the shape is made here: whether a
 * rate, a count or an amount is acceptable is the server's call, answered with
 * its error keys (invalid_parameter, the money keys, contract_rate_above_own...).
 * Amounts left empty mean "no minimum" ("0", as the contract says).
 */
export function offerBody(draft: OfferDraft): AgentContractOffer {
  const account = draft.account.trim();
  if (draft.kind === 'realtime') {
    return {
      account,
      kind: draft.kind,
      winRate: draft.winRate.trim(),
      lossRate: draft.lossRate.trim(),
      singleBet: draft.singleBet.trim(),
    };
  }
  return {
    account,
    kind: draft.kind,
    ...(offerHasPeriod(draft.kind) ? { period: draft.period } : {}),
    tiers: draft.tiers.map((tier) => ({
      rate: tier.rate.trim(),
      minActiveMembers: Number(tier.minActiveMembers.trim() || '0'),
      minValidBet: tier.minValidBet.trim() || '0',
      minProfitLoss: tier.minProfitLoss.trim() || '0',
    })),
  };
}
