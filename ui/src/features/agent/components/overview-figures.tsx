import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTeamOverview } from '../api/get-agent-team-overview';
import type { MoneyText } from '../lib/use-money-text';
import { ReportRangeLine } from './report-range';
import { SignedAmount } from './signed-amount';

function Stat({ label, children, main = false }: { label: string; children: ReactNode; main?: boolean }) {
  return (
    <div className={main ? 'records__stat records__stat--main' : 'records__stat'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Props = { overview: AgentTeamOverview; money: MoneyText };

/** The team's figures for one period: people first, then money, then play. */
export function OverviewFigures({ overview: o, money }: Props) {
  const { t } = useTranslation();
  return (
    <section className="agent-overview" aria-labelledby="agent-overview-figures">
      <h2 id="agent-overview-figures" className="visually-hidden">
        {t('agent.overview.figures')}
      </h2>
      <ReportRangeLine from={o.from} to={o.to} />
      <dl className="records__summary">
        <Stat label={t('agent.overview.teamSize')}>{o.teamSize}</Stat>
        <Stat label={t('agent.overview.directMembers')}>{o.directMembers}</Stat>
        <Stat label={t('agent.overview.subAgents')}>{o.subAgents}</Stat>
        <Stat label={t('agent.overview.newMembers')}>{o.newMembers}</Stat>
        <Stat label={t('agent.overview.activeMembers')}>{o.activeMembers}</Stat>
        <Stat label={t('agent.overview.deposits')}>
          {money.show(o.depositTotal)}
          <span className="agent-overview__count">{t('agent.overview.requests', { count: o.depositCount })}</span>
        </Stat>
        <Stat label={t('agent.overview.withdrawals')}>
          {money.show(o.withdrawalTotal)}
          <span className="agent-overview__count">{t('agent.overview.requests', { count: o.withdrawalCount })}</span>
        </Stat>
        <Stat label={t('agent.overview.betCount')}>{o.betCount}</Stat>
        <Stat label={t('agent.overview.validBet')}>{money.show(o.validBet)}</Stat>
        <Stat label={t('agent.overview.profitLoss')} main>
          <SignedAmount value={money.signed(o.profitLoss)} />
        </Stat>
      </dl>
      <p className="records__hint">{t('agent.overview.profitLossNote')}</p>
    </section>
  );
}
