import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { NoDataView } from './no-data-view';
import type { IconName } from './icon';
import { errorCodeOf } from '../lib/api/api-error';

type QueryLike = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type Props = {
  query: QueryLike;
  empty: boolean;
  emptyTitle: string;
  emptyLine: string;
  icon?: IconName;
  children: ReactNode;
};

/**
 * The three states every record or report page (member records, agent
 * center) shares before its content: loading (first
 * load, or a retry after a failure), a failure with the server's error key and
 * a retry button, and the empty view.
 */
export function RecordStates({ query, empty, emptyTitle, emptyLine, icon = 'chart', children }: Props) {
  const { t } = useTranslation();
  const loading = query.isPending || (query.isFetching && query.isError);
  if (loading) {
    return (
      <p className="records__loading" role="status">
        {t('records.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="records__failed">
        <FormError code={errorCodeOf(query.error)} />
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (empty) return <NoDataView title={emptyTitle} line={emptyLine} icon={icon} heading="h2" />;
  return <>{children}</>;
}
