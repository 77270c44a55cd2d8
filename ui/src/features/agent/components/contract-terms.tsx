import { useTranslation } from 'react-i18next';
import type { AgentContract } from '../api/get-agent-contracts';
import type { AgentContractTier } from '../api/post-agent-contract';
import type { MoneyText } from '../lib/use-money-text';
import { AgentTable, type AgentColumn } from './agent-table';

type Props = { contract: AgentContract; money: MoneyText };

/**
 * What a contract pays: real-time salary by its win and loss rates on bets from
 * a smallest single bet up; every other kind by tiers, the highest one whose
 * minimums the team meets in a period.
 */
export function ContractTerms({ contract, money }: Props) {
  const { t } = useTranslation();
  const percent = (rate: string | null) => (rate === null ? '—' : t('agent.percent', { rate }));
  if (contract.kind === 'realtime') {
    return (
      <dl className="contract-terms">
        <div>
          <dt>{t('agent.contracts.winRate')}</dt>
          <dd>{percent(contract.winRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.lossRate')}</dt>
          <dd>{percent(contract.lossRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.singleBet')}</dt>
          <dd>{contract.singleBet === null ? '—' : money.show(contract.singleBet)}</dd>
        </div>
      </dl>
    );
  }
  const columns: AgentColumn<AgentContractTier & { n: number }>[] = [
    { key: 'tier', label: t('agent.contracts.tier'), numeric: true, cell: (tier) => tier.n },
    { key: 'rate', label: t('agent.contracts.rate'), numeric: true, cell: (tier) => percent(tier.rate) },
    {
      key: 'active',
      label: t('agent.contracts.minActiveMembers'),
      numeric: true,
      cell: (tier) => tier.minActiveMembers,
    },
    {
      key: 'validBet',
      label: t('agent.contracts.minValidBet'),
      numeric: true,
      cell: (tier) => money.show(tier.minValidBet),
    },
    {
      key: 'profitLoss',
      label: t('agent.contracts.minProfitLoss'),
      numeric: true,
      cell: (tier) => money.show(tier.minProfitLoss),
    },
  ];
  return (
    <AgentTable
      caption={t('agent.contracts.tiersCaption', { kind: t(`agent.kinds.${contract.kind}`) })}
      columns={columns}
      rows={contract.tiers.map((tier, index) => ({ ...tier, n: index + 1 }))}
      rowKey={(tier) => tier.n}
    />
  );
}
