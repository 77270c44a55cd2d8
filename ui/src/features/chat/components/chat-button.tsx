import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { selectShowChat, useChatPopupStore } from '../stores/chat-popup-store';
import { preloadChatRoomDialog } from './chat-popup';

/** Opens the chat room popup (the side menu shows it to logged-in accounts). */
export function ChatButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const show = useChatPopupStore(selectShowChat);
  return (
    <button type="button" className={className} onClick={() => show()} {...preloadOnIntent(preloadChatRoomDialog)}>
      <Icon name="message" />
      {t('chat.open')}
    </button>
  );
}
