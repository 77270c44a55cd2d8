import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type PvpRoom = components['schemas']['PvpRoom'];

// GET /wps/pvp/rooms (spec section 7, PVP rooms): public; with the session's
// token each room says whether this member sits in it.
export function getPvpRooms(signal?: AbortSignal) {
  return valueOrThrow(
    toApiResult(apiClient.GET('/wps/pvp/rooms', { headers: sessionTokenHeader(), signal: signal ?? null })),
  );
}

// POST /wps/pvp/rooms/join: a seat and the game's launch (the launch answer's shape).
export function joinPvpRoom(roomId: number, language: string) {
  return toApiResult(
    apiClient.POST('/wps/pvp/rooms/join', { headers: sessionTokenHeader(), body: { roomId, language } }),
  );
}

// POST /wps/pvp/rooms/leave: the member's seat freed.
export function leavePvpRoom(roomId: number) {
  return toApiResult(apiClient.POST('/wps/pvp/rooms/leave', { headers: sessionTokenHeader(), body: { roomId } }));
}
