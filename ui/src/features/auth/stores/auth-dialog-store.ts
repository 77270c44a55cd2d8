import { create } from 'zustand';

export type AuthDialog = 'login' | 'register';

type AuthDialogState = {
  open: AuthDialog | null;
  /** Opened by visiting /login or /register, so leaving that URL closes it. */
  openedByRoute: boolean;
  /** From /register?referralCode=... (spec section 2); sent with the registration. */
  referralCode: string;
  show: (dialog: AuthDialog, byRoute?: boolean) => void;
  close: () => void;
  setReferralCode: (code: string) => void;
};

export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  open: null,
  openedByRoute: false,
  referralCode: '',
  show: (open, byRoute = false) => set({ open, openedByRoute: byRoute }),
  close: () => set({ open: null, openedByRoute: false }),
  setReferralCode: (referralCode) => set({ referralCode }),
}));

export const selectOpenDialog = (s: AuthDialogState) => s.open;
export const selectShowDialog = (s: AuthDialogState) => s.show;
export const selectCloseDialog = (s: AuthDialogState) => s.close;
export const selectReferralCode = (s: AuthDialogState) => s.referralCode;
export const selectSetReferralCode = (s: AuthDialogState) => s.setReferralCode;
