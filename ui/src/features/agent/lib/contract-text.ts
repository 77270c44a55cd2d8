import type { TFunction } from 'i18next';
import type { AgentContract } from '../api/get-agent-contracts';

/** "Dividend · Weekly": what kind of contract, settled how often. */
export function contractTitle(t: TFunction, contract: AgentContract): string {
  return `${t(`agent.kinds.${contract.kind}`)} · ${t(`agent.contractPeriods.${contract.period}`)}`;
}

/** Who is on the other side: the upline (or the operator) for a held contract, the holder for a given one. */
export function contractParty(t: TFunction, contract: AgentContract): string {
  if (contract.role === 'grantor') return t('agent.contracts.toHolder', { account: contract.holder });
  return contract.grantor === ''
    ? t('agent.contracts.fromOperator')
    : t('agent.contracts.fromUpline', { account: contract.grantor });
}
