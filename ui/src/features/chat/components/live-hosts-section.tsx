import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { selectIsLogin, useSessionStore } from '../../../lib/session/session-store';
import { useLaunchLiveChat, useLiveHosts, type LiveHost } from '../api/live-api';
import { selectShowChat, useChatPopupStore } from '../stores/chat-popup-store';
import { LiveHostCard } from './live-host-card';

/** The room asked for by launch chat's URL (/live?chatRoom=<id>), if any. */
function chatRoomParam(params: URLSearchParams): number | null {
  const text = params.get('chatRoom');
  if (!text || !/^[1-9][0-9]{0,14}$/.test(text)) return null;
  return Number(text);
}

/**
 * The live hosts on /live (issue 17 item 4): each host's status and a Chat
 * button that asks the server to launch the host's chat (spec section 7,
 * "launch chat -> chatUrl") and goes there; the chatUrl (/live?chatRoom=)
 * opens the chat room popup at that host's room. Visitors are asked to log in.
 */
export function LiveHostsSection() {
  const { t } = useTranslation();
  const hosts = useLiveHosts();
  const launch = useLaunchLiveChat();
  const loggedIn = useSessionStore(selectIsLogin);
  const { openLogin } = useAccountActions();
  const showChat = useChatPopupStore(selectShowChat);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = chatRoomParam(params);

  // Open the popup at the asked room once, then drop the parameter so closing
  // the popup and reloading do not open it again.
  useEffect(() => {
    if (asked === null) return;
    showChat(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('chatRoom');
        return next;
      },
      { replace: true },
    );
  }, [asked, showChat, setParams]);

  const chat = (host: LiveHost) => {
    if (!loggedIn) {
      openLogin();
      return;
    }
    launch.mutate(host, { onSuccess: (answer) => void navigate(answer.chatUrl) });
  };

  return (
    <section className="live-hosts" aria-labelledby="live-hosts-title">
      <h2 id="live-hosts-title" className="live-hosts__title">
        {t('chat.live.title')}
      </h2>
      {hosts.isPending ? (
        <p className="live-hosts__state" role="status">
          {t('chat.live.loading')}
        </p>
      ) : hosts.isError ? (
        <div className="live-hosts__state">
          <p>{t('chat.live.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void hosts.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : hosts.data.list.length === 0 ? (
        <p className="live-hosts__state">{t('chat.live.empty')}</p>
      ) : (
        <ul className="live-hosts__list">
          {hosts.data.list.map((host) => (
            <LiveHostCard key={host.id} host={host} busy={launch.isPending} onChat={chat} />
          ))}
        </ul>
      )}
      {launch.isError && <FormError code={errorCodeOf(launch.error)} />}
    </section>
  );
}
