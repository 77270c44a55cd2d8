import { create } from 'zustand';
import type { RegistrationSettings } from '../../../lib/wasm/forms-api';
import { getRegisterSettings } from '../api/get-register-settings';

type SettingsState = {
  settings: RegistrationSettings | null;
  errorCode: string | null;
  /** Fetches once per page; a failure may be retried, a success is kept. */
  load: () => Promise<void>;
};

let inFlight: Promise<void> | null = null;

export const useRegistrationSettingsStore = create<SettingsState>()((set, get) => ({
  settings: null,
  errorCode: null,
  load: () => {
    if (get().settings) return Promise.resolve();
    // A retry shows "loading" again rather than the previous failure.
    if (!inFlight) set({ errorCode: null });
    inFlight ??= getRegisterSettings()
      .then((result) => {
        if (result.ok) set({ settings: result.value, errorCode: null });
        else set({ errorCode: result.error.code });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

export const selectRegistrationSettings = (s: SettingsState) => s.settings;
export const selectSettingsErrorCode = (s: SettingsState) => s.errorCode;
export const selectLoadSettings = (s: SettingsState) => s.load;
