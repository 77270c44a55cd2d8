import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { useRealtimeStream, type RealtimeEvent } from '../../../lib/realtime/use-realtime-stream';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { applyRoomEvent, useChatHistory, useChatRooms, useSendChatMessage, type ChatRoom } from '../api/chat-api';
import { formatChatTime } from '../lib/format-chat-time';
import { selectChatRoomId, selectChooseChatRoom, useChatPopupStore } from '../stores/chat-popup-store';
import { ChatHistory } from './chat-history';
import { ChatRoomTabs } from './chat-room-tabs';
import { ChatSendBox } from './chat-send-box';

/**
 * The chat room popup (spec section 2, Popups; issue 17 item 3): the open rooms
 * as tabs, the chosen room's history and a send box. Trial accounts read only
 * and are told so; visitors are asked to log in. New messages arrive on the
 * room's real-time stream; after a send the history is fetched again as well.
 */
export function ChatRoomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLogin);
  const { openLogin } = useAccountActions();
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} className="dialog--chat">
      {loggedIn ? (
        <ChatRooms open={open} />
      ) : (
        <div className="chat-notice">
          <p>{t('chat.readOnlyVisitor')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onClose();
              openLogin();
            }}
          >
            {t('chat.login')}
          </button>
        </div>
      )}
    </Dialog>
  );
}

function ChatRooms({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const wanted = useChatPopupStore(selectChatRoomId);
  const choose = useChatPopupStore(selectChooseChatRoom);
  const rooms = useChatRooms(customerId, open);

  if (rooms.isPending) {
    return (
      <p className="chat-history__state" role="status">
        {t('chat.roomsLoading')}
      </p>
    );
  }
  if (rooms.isError) {
    return (
      <div className="chat-history__state chat-history__state--failed">
        <p>{t('chat.roomsFailed')}</p>
        <FormError code={errorCodeOf(rooms.error)} />
        <button type="button" className="button button--ghost" onClick={() => void rooms.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const list = rooms.data.list;
  // The asked room when it is open; otherwise the first (the lobby).
  const room = list.find((r) => r.id === wanted) ?? list[0];
  if (!room) return <p className="chat-history__state">{t('chat.noRooms')}</p>;
  return (
    <ChatRoomTabs rooms={list} roomId={room.id} onChoose={choose}>
      <ChatRoomPanel room={room} customerId={customerId} open={open} />
    </ChatRoomTabs>
  );
}

function ChatRoomPanel({ room, customerId, open }: { room: ChatRoom; customerId: string; open: boolean }) {
  const { t, i18n } = useTranslation();
  const isTrial = useSessionStore(selectIsTrial);
  const client = useQueryClient();
  const history = useChatHistory(customerId, room.id);
  const send = useSendChatMessage(customerId, room.id);

  // A message or a deletion is applied to the loaded history from the event
  // itself; anything it cannot apply fetches the history again.
  useRealtimeStream(open ? `room:${room.id}` : null, (event: RealtimeEvent) =>
    applyRoomEvent(client, customerId, room.id, event.kind, event.data),
  );

  // The newest page says whether this reader may send (not before it is in).
  const first = history.data?.pages[0];
  const mutedUntil = first?.mutedUntil ?? null;
  return (
    <div className="chat-room">
      <ChatHistory history={history} roomName={room.name} customerId={customerId} />
      {isTrial ? (
        <p className="chat-notice chat-notice--inline">{t('chat.readOnlyTrial')}</p>
      ) : mutedUntil ? (
        <p className="chat-notice chat-notice--inline" role="status">
          {t('chat.muted', { time: formatChatTime(mutedUntil, i18n.language) })}
        </p>
      ) : first?.canSend ? (
        <ChatSendBox key={room.id} send={send} />
      ) : null}
    </div>
  );
}
