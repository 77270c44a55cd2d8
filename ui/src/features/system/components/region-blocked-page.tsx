import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockReason } from '../lib/block-reason';
import { StatusPageFrame } from './status-page-frame';

const TEXTS = {
  '': { title: 'access.regionTitle', line: 'access.regionLine' },
  region: { title: 'access.regionTitle', line: 'access.regionLine' },
  ip: { title: 'access.ipTitle', line: 'access.ipLine' },
  // The spec's info_ip_block text: "IP temporarily locked, contact online service".
  ip_locked: { title: 'access.ipLockedTitle', line: 'access.ipLockedLine' },
} as const;

type Props = { ip: string; customerServiceUrl: string; blockReason: BlockReason; languageSelect: ReactNode };

/** The block page (system status 2): why, the visitor's IP, and a way to reach customer service. */
export function RegionBlockedPage({ ip, customerServiceUrl, blockReason, languageSelect }: Props) {
  const { t } = useTranslation();
  const text = TEXTS[blockReason];
  return (
    <StatusPageFrame
      icon={blockReason === 'ip_locked' ? 'lock' : 'shield'}
      tone="rose"
      title={t(text.title)}
      line={t(text.line)}
      customerServiceUrl={customerServiceUrl}
      languageSelect={languageSelect}
    >
      <p className="status-page__ip" data-block-reason={blockReason || 'region'}>
        <span className="status-page__ip-label">{t('status.yourIp')}</span>
        {/* An IP is read left to right in every script. */}
        <bdi className="status-page__ip-value" dir="ltr">
          {ip || '—'}
        </bdi>
      </p>
    </StatusPageFrame>
  );
}
