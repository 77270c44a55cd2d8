import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { queryKeys } from '../../../lib/api/query-keys';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { useRefreshRecent } from '../../../lib/games/game-queries';
import { useGameUiStore } from '../../../lib/games/game-ui-store';
import { useOpenLaunchAnswer } from '../../../lib/games/use-launch-game';
import { selectCustomerId, selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { getPvpRooms, joinPvpRoom, leavePvpRoom, type PvpRoom } from '../api/pvp-rooms';
import { PvpRoomCard } from './pvp-room-card';

/**
 * The PVP rooms of /pvp (spec section 7, PVP rooms): each room's game, stake
 * and seats. Join takes a seat and opens the game like any launch (the
 * server's answer); a visitor is asked to log in, a trial account is told it
 * needs a real one; refusals (full, balance) are shown translated.
 */
export function PvpRooms() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const isLogin = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const { openLogin, requireRealAccount } = useAccountActions();
  const { showNotice } = useGameUiStore.getState();
  const open = useOpenLaunchAnswer();
  const refreshRecent = useRefreshRecent();
  const [busyRoom, setBusyRoom] = useState<number | null>(null);
  const rooms = useQuery({
    queryKey: queryKeys.pvpRooms(customerId),
    queryFn: ({ signal }) => getPvpRooms(signal),
    staleTime: 10_000,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.pvpRooms(customerId) });

  const join = async (room: PvpRoom) => {
    if (!isLogin) {
      openLogin();
      return;
    }
    if (isTrial) {
      requireRealAccount();
      return;
    }
    setBusyRoom(room.roomId);
    try {
      const result = await joinPvpRoom(room.roomId, i18n.language);
      refresh();
      if (!result.ok) {
        if (result.error.code === 'not_logged_in') openLogin();
        else showNotice(errorMessageKey(result.error.code));
        return;
      }
      refreshRecent();
      open(result.value.launch);
    } finally {
      setBusyRoom(null);
    }
  };
  const leave = async (room: PvpRoom) => {
    setBusyRoom(room.roomId);
    try {
      const result = await leavePvpRoom(room.roomId);
      if (!result.ok) showNotice(errorMessageKey(result.error.code));
      refresh();
    } finally {
      setBusyRoom(null);
    }
  };

  let body;
  if (rooms.isError) {
    body = (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('pvp.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(rooms.error)))}
      >
        <button type="button" className="button button--ghost" onClick={() => void rooms.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (!rooms.data) {
    body = (
      <p className="pvp-rooms__state" role="status">
        {t('pvp.loading')}
      </p>
    );
  } else if (rooms.data.list.length === 0) {
    body = <NoDataView title={t('pvp.emptyTitle')} line={t('pvp.emptyLine')} icon="cards" />;
  } else {
    body = (
      <ul className="pvp-rooms__grid">
        {rooms.data.list.map((room) => (
          <PvpRoomCard
            key={room.roomId}
            room={room}
            busy={busyRoom === room.roomId}
            onJoin={(r) => void join(r)}
            onLeave={(r) => void leave(r)}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className="section pvp-rooms" aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title" className="section__title">
        {t('pvp.roomsTitle')}
      </h2>
      {body}
    </section>
  );
}
