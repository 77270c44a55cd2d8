import { useTranslation } from 'react-i18next';
import { initialsOf } from '../lib/initials-of';
import type { LiveHost } from '../api/live-api';

type Props = { host: LiveHost; busy: boolean; onChat: (host: LiveHost) => void };

/** One live host: avatar (or initials), name, status, and a Chat button while not offline. */
export function LiveHostCard({ host, busy, onChat }: Props) {
  const { t } = useTranslation();
  const offline = host.status === 'offline';
  return (
    <li className={`live-host live-host--${host.status}`}>
      <div className="live-host__avatar" aria-hidden="true">
        {host.avatarUrl ? (
          <img src={host.avatarUrl} alt="" loading="lazy" />
        ) : (
          <span>{initialsOf(host.displayName)}</span>
        )}
      </div>
      <div className="live-host__who">
        <p className="live-host__name">{host.displayName}</p>
        <p className="live-host__status">
          <span className="live-host__dot" aria-hidden="true" />
          {t(`chat.live.status.${host.status}`)}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary live-host__chat"
        disabled={offline || busy}
        aria-label={t('chat.live.chatWith', { name: host.displayName })}
        onClick={() => onChat(host)}
      >
        {t('chat.live.chat')}
      </button>
    </li>
  );
}
