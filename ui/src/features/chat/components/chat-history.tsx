import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { messagesOldestFirst, type useChatHistory } from '../api/chat-api';
import { ChatMessageItem } from './chat-message-item';

type Props = {
  history: ReturnType<typeof useChatHistory>;
  roomName: string;
  customerId: string;
};

/**
 * A room's messages oldest first, as a chat reads, kept scrolled to the newest
 * when one arrives; older pages load on demand above. Loading, empty and
 * failed states each say so.
 */
export function ChatHistory({ history, roomName, customerId }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const messages = messagesOldestFirst(history.data);
  const newestId = messages.length > 0 ? messages[messages.length - 1]?.id : undefined;

  useEffect(() => {
    const list = listRef.current;
    if (list && newestId !== undefined) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  if (history.isPending) {
    return (
      <p className="chat-history__state" role="status">
        {t('chat.loading')}
      </p>
    );
  }
  if (history.isError) {
    return (
      <div className="chat-history__state chat-history__state--failed">
        <p>{t('chat.failed')}</p>
        <FormError code={errorCodeOf(history.error)} />
        <button type="button" className="button button--ghost" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className="chat-history__state chat-history__empty">
        <p className="chat-history__empty-title">{t('chat.emptyTitle')}</p>
        <p>{t('chat.emptyLine')}</p>
      </div>
    );
  }
  return (
    <div
      className="chat-history"
      ref={listRef}
      tabIndex={0}
      role="region"
      aria-label={t('chat.historyLabel', { room: roomName })}
    >
      {history.hasNextPage && (
        <button
          type="button"
          className="button button--ghost chat-history__older"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t('chat.loadingOlder') : t('chat.older')}
        </button>
      )}
      {/* New messages are announced politely; the whole list is not re-read. */}
      <ol className="chat-history__list" aria-live="polite" aria-relevant="additions">
        {messages.map((m) => (
          <ChatMessageItem key={m.id} message={m} mine={String(m.authorId) === customerId} />
        ))}
      </ol>
    </div>
  );
}
