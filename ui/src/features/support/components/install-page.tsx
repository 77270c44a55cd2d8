import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { DocumentView } from './document-view';

/** The installation guide (spec section 2, "Other screens"), as the operator published it. */
export function InstallPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeading title={t('support.installTitle')} icon="phone" />
      <DocumentView docKey="install" />
    </div>
  );
}
