import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';

/** /favorite and /recent: the member's own game lists (login required). */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  return kind === 'favorite' ? (
    <div className="page">
      <PageHeading title={t('account.favoriteTitle')} icon="heart" />
      <NoDataView title={t('account.favoriteEmptyTitle')} line={t('account.favoriteEmptyLine')} icon="heart" />
    </div>
  ) : (
    <div className="page">
      <PageHeading title={t('account.recentTitle')} icon="clock" />
      <NoDataView title={t('account.recentEmptyTitle')} line={t('account.recentEmptyLine')} icon="clock" />
    </div>
  );
}
