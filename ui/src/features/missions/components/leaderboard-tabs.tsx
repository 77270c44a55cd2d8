import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { type LeaderboardPeriod, useLeaderboard } from '../api/missions-api';

const PERIODS: readonly LeaderboardPeriod[] = ['daily', 'weekly', 'monthly'];

function Board({ period, customerId }: { period: LeaderboardPeriod; customerId: string }) {
  const { t } = useTranslation();
  const board = useLeaderboard(period, customerId);
  if (board.isPending || (board.isFetching && board.isError)) {
    return (
      <p className="missions__state" role="status">
        {t('missions.loading')}
      </p>
    );
  }
  if (board.isError) {
    return (
      <div className="missions__failed">
        <FormError code={errorCodeOf(board.error)} />
        <button type="button" className="button button--ghost" onClick={() => void board.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { list, me, periodStart, periodEnd } = board.data;
  return (
    <div className="leaderboard">
      <p className="missions__hint">
        {periodStart === periodEnd
          ? t('missions.boardDay', { day: periodStart })
          : t('missions.boardRange', { from: periodStart, to: periodEnd })}
      </p>
      {list.length === 0 ? (
        <p className="missions__hint">{t('missions.boardEmpty')}</p>
      ) : (
        <ol className="leaderboard__list">
          {list.map((entry) => (
            <li key={entry.rank} className={entry.rank <= 3 ? 'leaderboard__row is-top' : 'leaderboard__row'}>
              <span className="leaderboard__rank">
                <span className="visually-hidden">{t('missions.rank')} </span>
                {entry.rank}
              </span>
              <span className="leaderboard__name">{entry.customerName}</span>
              <span className="leaderboard__amount">
                <span className="visually-hidden">{t('missions.validBet')} </span>
                {entry.validBet}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="leaderboard__me">
        {me ? t('missions.myPlace', { rank: me.rank, amount: me.validBet }) : t('missions.myPlaceNone')}
      </p>
    </div>
  );
}

/** The leaderboard by valid bet, one tab per period (daily, weekly, monthly). */
export function LeaderboardTabs({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('daily');
  const select = (key: Key | null) => {
    const chosen = PERIODS.find((p) => p === key);
    if (chosen) setPeriod(chosen);
  };
  return (
    <Tabs selectedKey={period} onSelectionChange={select}>
      <TabList className="segmented" aria-label={t('missions.boardPeriods')}>
        {PERIODS.map((p) => (
          <Tab key={p} id={p} className="segmented__item">
            {t(`missions.board.${p}`)}
          </Tab>
        ))}
      </TabList>
      {PERIODS.map((p) => (
        <TabPanel key={p} id={p} shouldForceMount className="leaderboard__panel">
          {p === period ? <Board period={p} customerId={customerId} /> : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
