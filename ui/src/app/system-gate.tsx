import { useEffect, type ReactNode } from 'react';
import { LanguageSelect } from '../features/language/components/language-select';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page';
import { StatusErrorPage } from '../features/system/components/status-error-page';
import { readBlockReason } from '../features/system/lib/block-reason';
import {
  selectErrorCode,
  selectLoad,
  selectPhase,
  selectStatus,
  useSystemStore,
} from '../features/system/stores/system-store';
import { useLoadingCoverStore } from '../lib/loading-cover/loading-cover-store';

/**
 * Decides what the visitor may see before any route renders: the app (status 0),
 * the maintenance page (1), the region-block page (2), or an error with retry.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const phase = useSystemStore(selectPhase);
  const status = useSystemStore(selectStatus);
  const errorCode = useSystemStore(selectErrorCode);
  const load = useSystemStore(selectLoad);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const cover = useLoadingCoverStore.getState();
    if (phase === 'loading') cover.show();
    // The app hides the cover itself after its first route change; other views now.
    else if (phase === 'failed' || status?.systemStatus !== 0) cover.hide();
  }, [phase, status]);

  const languageSelect = <LanguageSelect compact />;
  if (phase === 'loading') return null;
  if (phase === 'failed') {
    return (
      <StatusErrorPage
        errorCode={errorCode ?? 'network_error'}
        onRetry={() => void load()}
        languageSelect={languageSelect}
      />
    );
  }
  if (status?.systemStatus === 1) {
    return <MaintenancePage customerServiceUrl={status.customerServiceUrl} languageSelect={languageSelect} />;
  }
  if (status?.systemStatus === 2) {
    return (
      <RegionBlockedPage
        ip={status.ip}
        customerServiceUrl={status.customerServiceUrl}
        blockReason={readBlockReason(status)}
        languageSelect={languageSelect}
      />
    );
  }
  return <>{children}</>;
}
