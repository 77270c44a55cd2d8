import { create } from 'zustand';

export type PasswordDialog = 'forgotPassword' | 'setPassword' | 'changePassword' | 'resetPassword';
/** Why the change-password popup opened; it decides the title (spec section 2). */
export type ChangePasswordReason = 'firstLogin' | 'expired' | 'voluntary';

type PasswordDialogState = {
  open: PasswordDialog | null;
  reason: ChangePasswordReason;
  /** The password just used to log in, so the popup need not ask for it again (spec section 5). */
  knownOldPassword: string;
  username: string;
  /** From the e-mailed link /#resetToken=...; kept in memory only, never in the URL once read. */
  resetToken: string;
  showForgot: () => void;
  /** An account without a password (mobile sign-up by SMS code) sets one by phone. */
  showSetPassword: () => void;
  showReset: (resetToken: string) => void;
  showChange: (reason: ChangePasswordReason, username?: string, knownOldPassword?: string) => void;
  close: () => void;
};

export const usePasswordDialogStore = create<PasswordDialogState>()((set) => ({
  open: null,
  reason: 'voluntary',
  knownOldPassword: '',
  username: '',
  resetToken: '',
  showForgot: () => set({ open: 'forgotPassword' }),
  showSetPassword: () => set({ open: 'setPassword' }),
  showReset: (resetToken) => set({ open: 'resetPassword', resetToken }),
  showChange: (reason, username = '', knownOldPassword = '') =>
    set({ open: 'changePassword', reason, username, knownOldPassword }),
  // The known password must not outlive the popup.
  close: () => set({ open: null, knownOldPassword: '', resetToken: '' }),
}));

export const selectPasswordDialog = (s: PasswordDialogState) => s.open;
export const selectChangeReason = (s: PasswordDialogState) => s.reason;
export const selectKnownOldPassword = (s: PasswordDialogState) => s.knownOldPassword;
export const selectPasswordUsername = (s: PasswordDialogState) => s.username;
export const selectResetToken = (s: PasswordDialogState) => s.resetToken;
export const selectShowReset = (s: PasswordDialogState) => s.showReset;
export const selectShowForgot = (s: PasswordDialogState) => s.showForgot;
export const selectShowChange = (s: PasswordDialogState) => s.showChange;
export const selectShowSetPassword = (s: PasswordDialogState) => s.showSetPassword;
export const selectClosePasswordDialog = (s: PasswordDialogState) => s.close;
