import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { Message } from '../api/messages-api';
import { formatMessageTime } from '../lib/format-message-time';

type Props = { message: Message; deleting: boolean; onDelete: () => void };

/**
 * One opened message. Its content is HTML the server cleaned with its
 * allow-list sanitiser (platform/text/html_sanitizer.hpp) when it was stored
 * and again when it was served, so it is shown as HTML.
 */
export function MessageDetail({ message, deleting, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <article className="messages__article" aria-labelledby="message-title">
      <header className="messages__article-head">
        <h3 id="message-title" className="messages__article-title">
          {message.title}
        </h3>
        <p className="messages__article-time">{formatMessageTime(message.sentAt, i18n.language)}</p>
      </header>
      <div className="messages__content rich-text" dangerouslySetInnerHTML={{ __html: message.content ?? '' }} />
      <div className="messages__article-actions">
        <button type="button" className="button button--ghost" onClick={onDelete} disabled={deleting}>
          <Icon name="close" size={16} />
          {t('messages.delete')}
        </button>
      </div>
    </article>
  );
}
