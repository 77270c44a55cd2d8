import { create } from 'zustand';

/** The in_need_true_account notice a trial player gets when trying a member-only action (spec section 8). */
type TrialNoticeState = {
  open: boolean;
  show: () => void;
  close: () => void;
};

export const useTrialNoticeStore = create<TrialNoticeState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));

export const selectTrialNoticeOpen = (s: TrialNoticeState) => s.open;
export const selectShowTrialNotice = (s: TrialNoticeState) => s.show;
export const selectCloseTrialNotice = (s: TrialNoticeState) => s.close;
