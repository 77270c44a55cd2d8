import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPageFrame } from './status-page-frame';

type Props = { customerServiceUrl: string; languageSelect: ReactNode };

export function MaintenancePage({ customerServiceUrl, languageSelect }: Props) {
  const { t } = useTranslation();
  return (
    <StatusPageFrame
      icon="wrench"
      tone="gold"
      title={t('status.maintenanceTitle')}
      line={t('status.maintenanceLine')}
      customerServiceUrl={customerServiceUrl}
      languageSelect={languageSelect}
    />
  );
}
