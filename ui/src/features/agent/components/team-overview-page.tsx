import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange } from '../../../components/date-range';
import { RecordStates } from '../../../components/record-states';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useAgentTeamOverview, type OverviewPeriod } from '../api/get-agent-team-overview';
import { useMoneyText } from '../lib/use-money-text';
import { OverviewFigures } from './overview-figures';
import { OverviewPeriodPicker } from './overview-period-picker';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/** agentTeamOverview (the default page): the whole team's figures for a chosen period. */
export function TeamOverviewPage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const [range, setRange] = useState({ from: '', to: '' });
  const overview = useAgentTeamOverview(customerId, period, range.from, range.to);
  const money = useMoneyText(loadCoreApi);
  const waitingForRange = period === 'range' && (range.from === '' || range.to === '');

  return (
    <div className="records" aria-busy={overview.isFetching}>
      <OverviewPeriodPicker value={period} onChange={setPeriod} />
      {period === 'range' && (
        <form className="records__filters" onSubmit={(event) => event.preventDefault()}>
          <DateRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        </form>
      )}
      {waitingForRange ? (
        <p className="records__hint">{t('agent.pickRange')}</p>
      ) : (
        // A period with no activity still has figures (zeros): never the empty view.
        <RecordStates query={overview} empty={false} emptyTitle="" emptyLine="">
          {overview.data && <OverviewFigures overview={overview.data} money={money} />}
        </RecordStates>
      )}
    </div>
  );
}
