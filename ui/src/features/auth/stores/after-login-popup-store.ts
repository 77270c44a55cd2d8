import { create } from 'zustand';
import { readSession, removeSession, writeSession } from '../../../lib/storage/session-storage';
import type { AfterLogin } from '../session/after-login';

/**
 * The after-login popup flag (spec section 4: "the after-login popup is
 * flagged"): which list (first login or member) the announcement popup is due
 * to show. Kept in session storage as well, so a reload of the tab after a
 * first login still shows the first-login list rather than the member's.
 */
type AfterLoginPopupState = {
  due: AfterLogin['popupKind'] | null;
  flag: (kind: AfterLogin['popupKind']) => void;
  clear: () => void;
};

function storedDue(): AfterLogin['popupKind'] | null {
  const stored = readSession('afterLoginPopup');
  return stored === 'member' || stored === 'firstLogin' ? stored : null;
}

export const useAfterLoginPopupStore = create<AfterLoginPopupState>()((set) => ({
  due: storedDue(),
  flag: (due) => {
    writeSession('afterLoginPopup', due);
    set({ due });
  },
  clear: () => {
    removeSession('afterLoginPopup');
    set({ due: null });
  },
}));

export const selectAfterLoginPopupDue = (s: AfterLoginPopupState) => s.due;
