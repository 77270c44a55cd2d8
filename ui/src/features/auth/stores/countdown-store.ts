import { create } from 'zustand';

/**
 * When each send button may be used again, by purpose and destination, so that
 * closing and reopening a popup (or switching tabs) does not re-enable a button
 * whose countdown is still running.
 */
type CountdownState = {
  endsAt: Record<string, number>;
  start: (key: string, seconds: number, now?: number) => void;
  clear: (key: string) => void;
};

export const useCountdownStore = create<CountdownState>()((set) => ({
  endsAt: {},
  start: (key, seconds, now = Date.now()) =>
    set((state) => ({ endsAt: { ...state.endsAt, [key]: now + seconds * 1000 } })),
  clear: (key) =>
    set((state) => {
      const { [key]: _removed, ...rest } = state.endsAt;
      return { endsAt: rest };
    }),
}));
