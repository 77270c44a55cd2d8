import type { PvpRoom } from '../api/pvp-rooms';

export type RoomAction = 'join' | 'rejoin' | 'full' | 'closed';

/**
 * What a room card offers: a member already seated plays again (the server
 * renews the seat); a full or closed room offers nothing; otherwise Join.
 */
export function roomAction(room: Pick<PvpRoom, 'status' | 'seated'>): RoomAction {
  if (room.seated) return 'rejoin';
  if (room.status === 'closed') return 'closed';
  if (room.status === 'full') return 'full';
  return 'join';
}
