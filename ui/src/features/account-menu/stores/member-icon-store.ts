import { create } from 'zustand';
import { getMemberIcon } from '../api/get-member-icon';

/**
 * The server-drawn avatar (GET /wps/member/info/icon), fetched once per signed-in
 * member rather than once per header mount. Keyed by customer id so the next
 * member to sign in on this tab never sees the previous one's picture.
 */
type MemberIconState = {
  customerId: string | null;
  /** data: URL, or null while loading or after a failure (initials show instead). */
  imageUrl: string | null;
  load: (customerId: string) => void;
};

let inFlightFor: string | null = null;

export const useMemberIconStore = create<MemberIconState>()((set, get) => ({
  customerId: null,
  imageUrl: null,
  load: (customerId) => {
    if (get().customerId === customerId || inFlightFor === customerId) return;
    inFlightFor = customerId;
    set({ customerId: null, imageUrl: null });
    void getMemberIcon().then((result) => {
      if (inFlightFor !== customerId) return;
      inFlightFor = null;
      // A failure keeps the initials; the next sign-in (or reload) tries again.
      set({
        customerId,
        imageUrl: result.ok && result.value.image ? `data:image/png;base64,${result.value.image}` : null,
      });
    });
  },
}));

export const selectMemberIconUrl = (s: MemberIconState) => s.imageUrl;
export const selectMemberIconFor = (s: MemberIconState) => s.customerId;
export const selectLoadMemberIcon = (s: MemberIconState) => s.load;
