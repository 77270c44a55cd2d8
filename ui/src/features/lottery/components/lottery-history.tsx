import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPager } from '../../../components/record-pager';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { queryKeys } from '../../../lib/api/query-keys';
import { getLotteryResults } from '../api/lottery-results';
import { DrawTiers } from './draw-tiers';

const PAGE_SIZE = 5;

/** One lottery's recent results, newest first, five a page; each draw opens to its tiers. */
export function LotteryHistory({ lotteryCode, name }: { lotteryCode: string; name: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: queryKeys.lotteryResults(lotteryCode, page, PAGE_SIZE),
    queryFn: ({ signal }) => getLotteryResults(lotteryCode, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const dateOf = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

  if (results.isError) {
    return (
      <p className="lottery-history__state" role="alert">
        {t(errorMessageKey(errorCodeOf(results.error)))}{' '}
        <button type="button" className="button button--ghost" onClick={() => void results.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!results.data) {
    return (
      <p className="lottery-history__state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (results.data.list.length === 0) {
    return <p className="lottery-history__state">{t('lottery.noResultsYet')}</p>;
  }
  return (
    <div className="lottery-history">
      <ul className="lottery-history__list">
        {results.data.list.map((draw) => (
          <li key={draw.drawId} className="lottery-history__item">
            {draw.status === 'void' ? (
              <p className="lottery-history__void">
                <span>{dateOf(draw.scheduledAt)}</span> {t('lottery.voidDraw', { reason: draw.voidReason ?? '' })}
              </p>
            ) : (
              <details>
                <summary>
                  <span>{dateOf(draw.scheduledAt)}</span>{' '}
                  <span className="lottery-history__top">{draw.tiers[0]?.numbers[0] ?? ''}</span>
                </summary>
                <DrawTiers
                  tiers={draw.tiers}
                  caption={t('lottery.resultCaption', { name, when: dateOf(draw.scheduledAt) })}
                />
              </details>
            )}
          </li>
        ))}
      </ul>
      <RecordPager page={page} totalPages={results.data.totalPages} busy={results.isFetching} onChange={setPage} />
    </div>
  );
}
