import { create } from 'zustand';

/** Logout asks first (spec section 4, in_sure_logout): any sign-out button opens this. */
type LogoutState = {
  confirming: boolean;
  ask: () => void;
  cancel: () => void;
};

export const useLogoutStore = create<LogoutState>()((set) => ({
  confirming: false,
  ask: () => set({ confirming: true }),
  cancel: () => set({ confirming: false }),
}));

export const selectLogoutConfirming = (s: LogoutState) => s.confirming;
export const selectAskLogout = (s: LogoutState) => s.ask;
export const selectCancelLogout = (s: LogoutState) => s.cancel;
