import { LazyPopup } from '../../../components/lazy-popup';
import { lazyWithPreload } from '../../../lib/lazy/lazy-with-preload';
import { selectChatPopupOpen, selectCloseChat, useChatPopupStore } from '../stores/chat-popup-store';

// The chat room popup, fetched when first asked for.
const ChatRoomDialog = lazyWithPreload(() => import('./chat-room-dialog').then((m) => m.ChatRoomDialog));

export const preloadChatRoomDialog = ChatRoomDialog.preload;

/** Hosts the chat room popup once for the whole app. */
export function ChatPopup() {
  const open = useChatPopupStore(selectChatPopupOpen);
  const close = useChatPopupStore(selectCloseChat);
  return (
    <LazyPopup open={open} onDismiss={close}>
      <ChatRoomDialog open={open} onClose={close} />
    </LazyPopup>
  );
}
