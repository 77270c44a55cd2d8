import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_CHARACTERS, type useSendChatMessage } from '../api/chat-api';
import { sendErrorText } from '../lib/send-error-text';

type Props = { send: ReturnType<typeof useSendChatMessage> };

/** Characters as the server counts them (code points, not UTF-16 units). */
function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/**
 * The message box: a counter against the 500-character limit, Enter sends,
 * the server's refusal (rate limit with its wait, muted, too long...) shown
 * under it in the reader's language. The text stays when a send fails.
 */
export function ChatSendBox({ send }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const count = characterCount(text);
  const tooLong = count > CHAT_MAX_CHARACTERS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0 || tooLong || send.isPending) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <form className="chat-send" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor="chat-send-text">
        {t('chat.messageLabel')}
      </label>
      <div className="chat-send__row">
        <input
          id="chat-send-text"
          className="field__input chat-send__input"
          type="text"
          autoComplete="off"
          value={text}
          placeholder={t('chat.placeholder')}
          aria-describedby="chat-send-counter chat-send-error"
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
        />
        <button type="submit" className="button button--primary chat-send__button" disabled={count === 0 || tooLong}>
          {send.isPending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      <p id="chat-send-counter" className={tooLong ? 'chat-send__counter is-over' : 'chat-send__counter'}>
        {t('chat.counter', { count, max: CHAT_MAX_CHARACTERS })}
        {tooLong && <span> · {t('chat.tooLong', { max: CHAT_MAX_CHARACTERS })}</span>}
      </p>
      <p id="chat-send-error" className="form-error" role="alert" hidden={!send.isError}>
        {send.isError ? sendErrorText(send.error, t) : ''}
      </p>
    </form>
  );
}
