import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '../api/pvp-rooms';
import { roomAction } from '../model/pvp-room-state';

type Props = {
  room: PvpRoom;
  busy: boolean;
  onJoin: (room: PvpRoom) => void;
  onLeave: (room: PvpRoom) => void;
};

// Icons come from the catalogue: only this site's paths and https are drawn.
const safeIcon = (url: string) => /^(\/(?!\/)|https:\/\/)/.test(url);

/** A PVP room: its game, stake and seats; Join launches the game, a full room cannot be joined. */
export function PvpRoomCard({ room, busy, onJoin, onLeave }: Props) {
  const { t } = useTranslation();
  const action = roomAction(room);
  const name = room.game.gameName;
  const seatsLabel = t('pvp.seats', { occupied: room.occupied, seats: room.seats });
  return (
    <li className={`pvp-room pvp-room--${room.status}`} data-room-id={room.roomId}>
      <div className="pvp-room__head">
        {safeIcon(room.game.iconUrl) && (
          <img className="pvp-room__icon" src={room.game.iconUrl} alt="" width={48} height={48} loading="lazy" />
        )}
        <div className="pvp-room__titles">
          <h3 className="pvp-room__game">{name}</h3>
          <p className="pvp-room__name">{room.name}</p>
        </div>
      </div>
      <dl className="pvp-room__facts">
        <div>
          <dt>{t('pvp.stake')}</dt>
          <dd className="pvp-room__stake">{room.stakeText}</dd>
        </div>
        <div>
          <dt>{t('pvp.seatsTitle')}</dt>
          <dd>
            <span className="pvp-room__seats" aria-hidden="true">
              {Array.from({ length: room.seats }, (_, i) => (
                <span key={i} className={i < room.occupied ? 'pvp-room__seat is-taken' : 'pvp-room__seat'} />
              ))}
            </span>
            <span className="pvp-room__seat-count">{seatsLabel}</span>
          </dd>
        </div>
      </dl>
      <div className="pvp-room__actions">
        {action === 'full' || action === 'closed' ? (
          <button type="button" className="button button--ghost" disabled>
            {action === 'full' ? t('pvp.full') : t('pvp.closed')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-label={t(action === 'rejoin' ? 'pvp.rejoinNamed' : 'pvp.joinNamed', { name, room: room.name })}
            onClick={() => onJoin(room)}
          >
            {action === 'rejoin' ? t('pvp.rejoin') : t('pvp.join')}
          </button>
        )}
        {room.seated && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={t('pvp.leaveNamed', { name, room: room.name })}
            onClick={() => onLeave(room)}
          >
            {t('pvp.leave')}
          </button>
        )}
      </div>
    </li>
  );
}
