import { create } from 'zustand';
import type { FeatureFlags, SystemStatus } from '../../../lib/api/contract-types';
import { FEATURES_OFF } from '../../../lib/site/site-info';
import { getSystemFeatures } from '../api/get-system-features';
import { getSystemStatus } from '../api/get-system-status';

export type BootPhase = 'loading' | 'ready' | 'failed';

type SystemState = {
  phase: BootPhase;
  status: SystemStatus | null;
  features: FeatureFlags;
  errorCode: string | null;
  load: () => Promise<void>;
};

export const useSystemStore = create<SystemState>()((set) => ({
  phase: 'loading',
  status: null,
  features: FEATURES_OFF,
  errorCode: null,
  load: async () => {
    set({ phase: 'loading', errorCode: null });
    const [status, features] = await Promise.all([getSystemStatus(), getSystemFeatures()]);
    // Flags only hide optional tabs; a failed flag call must not take the site down.
    if (features.ok) set({ features: { ...FEATURES_OFF, ...features.value } });
    if (status.ok) set({ phase: 'ready', status: status.value });
    else set({ phase: 'failed', errorCode: status.error.code });
  },
}));

export const selectPhase = (s: SystemState) => s.phase;
export const selectStatus = (s: SystemState) => s.status;
export const selectFeatures = (s: SystemState) => s.features;
export const selectErrorCode = (s: SystemState) => s.errorCode;
export const selectLoad = (s: SystemState) => s.load;
export const selectCustomerServiceUrl = (s: SystemState) => s.status?.customerServiceUrl ?? '';
