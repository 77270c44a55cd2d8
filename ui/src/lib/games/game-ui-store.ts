import { create } from 'zustand';

// What a game action leaves for the page to show: a translated error (by key),
// the popup list of one vendor's games, and the launch URL the in-page game
// frame (/seamless) opens. Kept in memory only: a launch URL carries a
// single-use token and must not land in history or storage.

export type VendorPopup = { vendor: string; gameType: string };

type GameUiState = {
  /** An i18n key (errors.*) to show in the game notice dialog. */
  noticeKey: string | null;
  vendorPopup: VendorPopup | null;
  frameUrl: string | null;
  showNotice: (key: string) => void;
  closeNotice: () => void;
  openVendorPopup: (popup: VendorPopup) => void;
  closeVendorPopup: () => void;
  setFrameUrl: (url: string | null) => void;
};

export const useGameUiStore = create<GameUiState>()((set) => ({
  noticeKey: null,
  vendorPopup: null,
  frameUrl: null,
  showNotice: (noticeKey) => set({ noticeKey }),
  closeNotice: () => set({ noticeKey: null }),
  openVendorPopup: (vendorPopup) => set({ vendorPopup }),
  closeVendorPopup: () => set({ vendorPopup: null }),
  setFrameUrl: (frameUrl) => set({ frameUrl }),
}));
