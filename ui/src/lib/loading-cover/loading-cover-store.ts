import { create } from 'zustand';

type LoadingCoverState = {
  visible: boolean;
  show: () => void;
  hide: () => void;
};

// Starts visible: the cover stays up from the first paint until the boot status
// is known and the first route has rendered (spec section 2).
export const useLoadingCoverStore = create<LoadingCoverState>()((set) => ({
  visible: true,
  show: () => set({ visible: true }),
  hide: () => set({ visible: false }),
}));

export const selectCoverVisible = (s: LoadingCoverState) => s.visible;
