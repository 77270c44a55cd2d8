import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';

export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeading title={t('promotions.pointMallTitle')} icon="star" />
      <NoDataView title={t('promotions.pointMallEmptyTitle')} line={t('promotions.pointMallEmptyLine')} icon="star" />
    </div>
  );
}
