import { create } from 'zustand';

// Whether the chat room popup is open and at which room (null: the first room
// listed). The header's chat button, the live host cards and /live?chatRoom=
// open it; the app shell hosts it once (ChatPopup).
type ChatPopupState = {
  open: boolean;
  roomId: number | null;
  show: (roomId?: number | null) => void;
  chooseRoom: (roomId: number) => void;
  close: () => void;
};

export const useChatPopupStore = create<ChatPopupState>((set) => ({
  open: false,
  roomId: null,
  show: (roomId = null) => set((s) => ({ open: true, roomId: roomId ?? s.roomId })),
  chooseRoom: (roomId) => set({ roomId }),
  close: () => set({ open: false }),
}));

export const selectChatPopupOpen = (s: ChatPopupState) => s.open;
export const selectChatRoomId = (s: ChatPopupState) => s.roomId;
export const selectShowChat = (s: ChatPopupState) => s.show;
export const selectChooseChatRoom = (s: ChatPopupState) => s.chooseRoom;
export const selectCloseChat = (s: ChatPopupState) => s.close;
