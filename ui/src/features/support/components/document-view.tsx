import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useSupportDocument, type DocumentKey } from '../api/get-support-document';
import { SafeHtml } from './safe-html';

/** A support document (legal license, installation guide) with loading, not-published and error states. */
export function DocumentView({ docKey, enabled = true }: { docKey: DocumentKey; enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const document = useSupportDocument(docKey, i18n.language, enabled);
  if (document.isPending) {
    return (
      <p className="support-state" role="status">
        {t('support.loading')}
      </p>
    );
  }
  if (document.isError) {
    if (errorCodeOf(document.error) === 'not_found') {
      return (
        <NoDataView icon="help" title={t('support.documentMissingTitle')} line={t('support.documentMissingLine')} />
      );
    }
    return (
      <NoDataView
        role="alert"
        icon="refresh"
        title={t('support.documentFailedTitle')}
        line={t('support.loadFailedLine')}
      >
        <button type="button" className="button button--primary" onClick={() => void document.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  return <SafeHtml html={document.data.content} />;
}
