import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NoDataView } from '../../components/no-data-view';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="visually-hidden">{t('notFound.title')}</h1>
      <NoDataView title={t('notFound.title')} line={t('notFound.line')} icon="search" />
      <p className="center-text">
        <Link to="/" className="button button--primary">
          {t('common.backHome')}
        </Link>
      </p>
    </div>
  );
}
