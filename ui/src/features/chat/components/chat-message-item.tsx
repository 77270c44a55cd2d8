import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api/chat-api';
import { formatChatTime } from '../lib/format-chat-time';

/**
 * One message. Its text is a React text child, never markup: React escapes it,
 * so "<script>" typed by a member shows as those characters and nothing runs
 * (the server stores exactly what was typed; see 0031_chat_live.sql).
 */
export function ChatMessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={mine ? 'chat-message chat-message--mine' : 'chat-message'} data-message-id={message.id}>
      <p className="chat-message__meta">
        <span className="chat-message__author">{mine ? t('chat.you') : message.authorName}</span>
        <time className="chat-message__time" dateTime={message.sentAt}>
          {formatChatTime(message.sentAt, i18n.language)}
        </time>
      </p>
      <p className="chat-message__text">{message.text}</p>
    </li>
  );
}
