import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { queryKeys } from '../../../lib/api/query-keys';
import { getLotteryLobby } from '../api/lottery-results';
import type { LotteryKind } from '../model/lottery-kind';
import { regionFilterOf } from '../model/lottery-results';
import { LotteryResultCard } from './lottery-result-card';

/**
 * The lottery lobby's results (spec section 7): the page's regions (the
 * Vietnamese north, central and south on /vnLottery, SEA on /seaLottery, all
 * on /lottery), each lottery with its latest opened numbers and next draw.
 */
export function LotteryResults({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  const region = regionFilterOf(kind);
  const lobby = useQuery({
    queryKey: queryKeys.lotteryLobby(region ?? 'all'),
    queryFn: async ({ signal }) => {
      const value = await getLotteryLobby(region, signal);
      return { ...value, skewMs: value.serverTime - Date.now() };
    },
    staleTime: 30_000,
  });
  const refetch = lobby.refetch;
  // A draw's time has come: ask again a little later, once the house has drawn it.
  const onDue = useCallback(() => {
    window.setTimeout(() => void refetch(), 5_000);
  }, [refetch]);

  let body;
  if (lobby.isError) {
    body = (
      <NoDataView
        role="alert"
        icon="refresh"
        title={t('lottery.resultsFailedTitle')}
        line={t('lottery.resultsFailedLine')}
      >
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (!lobby.data) {
    body = (
      <p className="lottery__state" role="status">
        {t('lottery.resultsLoading')}
      </p>
    );
  } else if (lobby.data.regions.length === 0) {
    body = <NoDataView title={t('lottery.resultsEmptyTitle')} line={t('lottery.resultsEmptyLine')} icon="lottery" />;
  } else {
    const skewMs = lobby.data.skewMs;
    body = lobby.data.regions.map((group) => (
      <section key={group.region} className="lottery-region" aria-labelledby={`lottery-region-${group.region}`}>
        <h3 id={`lottery-region-${group.region}`} className="lottery-region__title">
          {t(`lottery.regions.${group.region}`)}
        </h3>
        <div className="lottery-region__grid">
          {group.lotteries.map((lottery) => (
            <LotteryResultCard key={lottery.code} lottery={lottery} skewMs={skewMs} onDue={onDue} />
          ))}
        </div>
      </section>
    ));
  }

  return (
    <section aria-labelledby="lottery-results-title" className="section lottery-results">
      <h2 id="lottery-results-title" className="section__title">
        {t('lottery.resultsTitle')}
      </h2>
      {body}
    </section>
  );
}
