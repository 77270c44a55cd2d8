import { useMemo, type ReactNode } from 'react';
import { useFeatureFlags } from '../../features/system/api/get-system-features';
import { useCustomerServiceUrl } from '../../features/system/api/get-system-status';
import { AccountActionsContext } from '../../lib/account-actions/account-actions';
import { SiteInfoContext } from '../../lib/site/site-info';
import { accountActions } from './account-actions';

/**
 * What features read through lib/ contexts instead of importing one another:
 * the site's flags and help link (from the system status and flags queries), and the account
 * actions (carried out by auth and trial).
 */
export function FeatureProviders({ children }: { children: ReactNode }) {
  const features = useFeatureFlags();
  const customerServiceUrl = useCustomerServiceUrl();
  const siteInfo = useMemo(() => ({ features, customerServiceUrl }), [features, customerServiceUrl]);
  return (
    <SiteInfoContext value={siteInfo}>
      <AccountActionsContext value={accountActions}>{children}</AccountActionsContext>
    </SiteInfoContext>
  );
}
