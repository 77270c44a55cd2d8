import { useTranslation } from 'react-i18next';
import type { components } from '../../../lib/api/schema';
import type { CommissionKind } from '../api/get-agent-commissions';
import { CONTRACT_KINDS } from '../lib/contract-kinds';
import type { MoneyText } from '../lib/use-money-text';

type CommissionPage = components['schemas']['AgentCommissionPage'];
type Props = { page: CommissionPage; kind: CommissionKind; money: MoneyText };

/** What was paid in the chosen days over all pages; my income adds the split by kind. */
export function CommissionSummary({ page, kind, money }: Props) {
  const { t } = useTranslation();
  return (
    <dl className="records__summary" aria-label={t('agent.commissions.paidByKind')}>
      <div className="records__stat records__stat--main">
        <dt>{t('agent.commissions.totalPaid')}</dt>
        <dd>{money.show(page.totalPaid)}</dd>
      </div>
      {kind === 'all' &&
        CONTRACT_KINDS.map((k) => (
          <div key={k} className="records__stat">
            <dt>{t(`agent.kinds.${k}`)}</dt>
            <dd>{money.show(page.paidByKind[k])}</dd>
          </div>
        ))}
    </dl>
  );
}
