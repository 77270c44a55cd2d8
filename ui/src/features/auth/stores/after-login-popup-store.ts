import { create } from 'zustand';
import type { AfterLogin } from '../session/after-login';

/**
 * The after-login popup flag (spec section 4: "the after-login popup is
 * flagged"). The announcement popup that reads it arrives with its own issue;
 * until then the flag records which list (first login or member) is due.
 */
type AfterLoginPopupState = {
  due: AfterLogin['popupKind'] | null;
  flag: (kind: AfterLogin['popupKind']) => void;
  clear: () => void;
};

export const useAfterLoginPopupStore = create<AfterLoginPopupState>()((set) => ({
  due: null,
  flag: (due) => set({ due }),
  clear: () => set({ due: null }),
}));

export const selectAfterLoginPopupDue = (s: AfterLoginPopupState) => s.due;
