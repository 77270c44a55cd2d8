import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeading title={t('promotions.title')} icon="gift" />
      <NoDataView title={t('promotions.emptyTitle')} line={t('promotions.emptyLine')} icon="gift" />
    </div>
  );
}
