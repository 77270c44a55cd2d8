import { useTranslation } from 'react-i18next';
import { StatusPageFrame } from './status-page-frame';

export function MaintenancePage({ customerServiceUrl }: { customerServiceUrl: string }) {
  const { t } = useTranslation();
  return (
    <StatusPageFrame
      icon="wrench"
      tone="gold"
      title={t('status.maintenanceTitle')}
      line={t('status.maintenanceLine')}
      customerServiceUrl={customerServiceUrl}
    />
  );
}
