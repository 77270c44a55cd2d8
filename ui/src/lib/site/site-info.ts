import { createContext, useContext } from 'react';
import type { FeatureFlags } from '../api/contract-types';

/** Every optional feature stays off until the server says otherwise. */
export const FEATURES_OFF: FeatureFlags = {
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: false,
  FREEPLAY3: false,
  PWDEXPFORCECHANGE3: false,
  MOBILEVERCODELOGIN3: false,
};

/** What the operator has switched on, and where players get help. */
export type SiteInfo = { features: FeatureFlags; customerServiceUrl: string };

/**
 * The site's settings as features read them. The app provides the value from the
 * system status it loaded at boot, so a feature never depends on the feature that
 * fetches it; without a provider every optional feature is off.
 */
export const SiteInfoContext = createContext<SiteInfo>({ features: FEATURES_OFF, customerServiceUrl: '' });

export const useFeatureFlags = (): FeatureFlags => useContext(SiteInfoContext).features;
export const useCustomerServiceUrl = (): string => useContext(SiteInfoContext).customerServiceUrl;
