import { create } from 'zustand';

// Which support popup is open (help center, legal license). The footer opens
// them; the app shell hosts them once (SupportPopups).
export type SupportDialog = 'help' | 'license';

type SupportDialogState = { open: SupportDialog | null; show: (dialog: SupportDialog) => void; close: () => void };

export const useSupportDialogStore = create<SupportDialogState>((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));

export const selectOpenSupportDialog = (s: SupportDialogState) => s.open;
export const selectShowSupportDialog = (s: SupportDialogState) => s.show;
export const selectCloseSupportDialog = (s: SupportDialogState) => s.close;
