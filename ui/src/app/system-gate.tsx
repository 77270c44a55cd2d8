import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { LanguageSelect } from '../features/language/components/language-select';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page';
import { StatusErrorPage } from '../features/system/components/status-error-page';
import { readBlockReason } from '../features/system/lib/block-reason';
import { featureFlagsQuery } from '../features/system/api/get-system-features';
import { useSystemStatus } from '../features/system/api/get-system-status';
import { errorCodeOf } from '../lib/api/api-error';
import { useLoadingCoverStore } from '../lib/loading-cover/loading-cover-store';

/**
 * Decides what the visitor may see before any route renders: the app (status 0),
 * the maintenance page (1), the region-block page (2), or an error with retry.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const statusQuery = useSystemStatus();
  // Asked beside the status, and waited for: the first screen already knows which tabs to offer.
  const featuresQuery = useQuery(featureFlagsQuery);
  const status = statusQuery.data ?? null;
  // Both answered (or failed) before anything shows; a retry shows the cover again, not the old failure.
  const answering =
    statusQuery.isPending || statusQuery.isFetching || featuresQuery.isPending || featuresQuery.isFetching;
  const phase = answering ? 'loading' : statusQuery.isError ? 'failed' : 'ready';
  const retry = () => {
    void statusQuery.refetch();
    void featuresQuery.refetch();
  };

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
      <StatusErrorPage errorCode={errorCodeOf(statusQuery.error)} onRetry={retry} languageSelect={languageSelect} />
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
