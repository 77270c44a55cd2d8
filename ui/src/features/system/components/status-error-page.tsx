import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { StatusPageFrame } from './status-page-frame';

type Props = { errorCode: string; onRetry: () => void; languageSelect: ReactNode };

export function StatusErrorPage({ errorCode, onRetry, languageSelect }: Props) {
  const { t } = useTranslation();
  return (
    <StatusPageFrame
      icon="wifiOff"
      tone="sky"
      title={t('status.errorTitle')}
      line={t(errorMessageKey(errorCode))}
      languageSelect={languageSelect}
    >
      <button type="button" className="button button--primary status-page__cs" onClick={onRetry} data-autofocus>
        {t('common.retry')}
      </button>
    </StatusPageFrame>
  );
}
