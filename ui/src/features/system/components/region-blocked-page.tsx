import { useTranslation } from 'react-i18next';
import { StatusPageFrame } from './status-page-frame';

export function RegionBlockedPage({ ip, customerServiceUrl }: { ip: string; customerServiceUrl: string }) {
  const { t } = useTranslation();
  return (
    <StatusPageFrame
      icon="shield"
      tone="rose"
      title={t('status.blockedTitle')}
      line={t('status.blockedLine')}
      customerServiceUrl={customerServiceUrl}
    >
      {ip ? (
        <p className="status-page__ip">
          <span className="status-page__ip-label">{t('status.yourIp')}</span>
          {/* An IP is read left to right in every script. */}
          <bdi className="status-page__ip-value" dir="ltr">{ip}</bdi>
        </p>
      ) : null}
    </StatusPageFrame>
  );
}
