import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { Message, MessagePage } from '../api/messages-api';
import { formatMessageTime } from '../lib/format-message-time';

type Props = {
  page: MessagePage;
  openedId: number | null;
  busy: boolean;
  onOpen: (message: Message) => void;
  onPage: (pageNo: number) => void;
};

/** The titles of one page, unread ones marked (a dot and, for screen readers, the word). */
export function MessageList({ page, openedId, busy, onOpen, onPage }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className="messages__list-column">
      <ul className="messages__list" aria-busy={busy}>
        {page.list.map((message) => (
          <li key={message.id}>
            <button
              type="button"
              className="messages__item"
              data-unread={message.read ? undefined : ''}
              aria-current={message.id === openedId ? 'true' : undefined}
              onClick={() => onOpen(message)}
            >
              <span className="messages__item-head">
                {!message.read && <span className="messages__dot" aria-hidden="true" />}
                <span className="messages__item-title">{message.title}</span>
                {!message.read && <span className="visually-hidden">{t('messages.unread')}</span>}
              </span>
              <span className="messages__item-time">{formatMessageTime(message.sentAt, i18n.language)}</span>
              <span className="messages__item-preview">{message.preview}</span>
            </button>
          </li>
        ))}
      </ul>
      {page.totalPages > 1 && (
        <nav className="messages__pager" aria-label={t('messages.pagination')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page.pageNo <= 1 || busy}
            onClick={() => onPage(page.pageNo - 1)}
          >
            <Icon name="chevronLeft" size={16} />
            {t('messages.previous')}
          </button>
          <span aria-live="polite">{t('messages.pageOf', { page: page.pageNo, total: page.totalPages })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page.pageNo >= page.totalPages || busy}
            onClick={() => onPage(page.pageNo + 1)}
          >
            {t('messages.next')}
            <Icon name="chevronRight" size={16} />
          </button>
        </nav>
      )}
    </div>
  );
}
