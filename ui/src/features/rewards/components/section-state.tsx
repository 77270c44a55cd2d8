import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import type { IconName } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { rewardErrorKey } from '../lib/reward-error';

type QueryLike = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type Props = {
  query: QueryLike;
  empty: boolean;
  emptyTitle: string;
  emptyLine: string;
  icon: IconName;
  children: ReactNode;
};

/** Loading, failed (the server's key and a retry) and empty states of a reward center section. */
export function SectionState({ query, empty, emptyTitle, emptyLine, icon, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending || (query.isFetching && query.isError)) {
    return (
      <p className="rewards__status" role="status">
        {t('rewards.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="rewards__failed" role="alert">
        <p>
          {t('rewards.loadFailed')} {t(rewardErrorKey(errorCodeOf(query.error)))}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (empty) return <NoDataView title={emptyTitle} line={emptyLine} icon={icon} />;
  return <>{children}</>;
}
