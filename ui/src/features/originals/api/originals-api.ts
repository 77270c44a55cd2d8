import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';

// The house games (vendor PO, "Panalo Originals"): /wps/v2/originals/...
// Every round carries an idempotency key, so a resent click after a lost
// answer finishes the same round instead of staking twice.

export function getOriginalsGames(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/v2/originals/games', { signal: signal ?? null }));
}

export function getOriginalsSeed(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/v2/originals/seed', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

export function postClientSeed(clientSeed: string) {
  return toApiResult(
    apiClient.POST('/wps/v2/originals/seed/client', { headers: sessionTokenHeader(), body: { clientSeed } }),
  );
}

export function postRotateSeed() {
  return toApiResult(apiClient.POST('/wps/v2/originals/seed/rotate', { headers: sessionTokenHeader(), body: {} }));
}

export function postSlotSpin(amount: string, idempotencyKey: string) {
  return toApiResult(
    apiClient.POST('/wps/v2/originals/slot/spin', { headers: sessionTokenHeader(), body: { amount, idempotencyKey } }),
  );
}

export function postDiceRoll(amount: string, target: number, idempotencyKey: string) {
  return toApiResult(
    apiClient.POST('/wps/v2/originals/dice/roll', {
      headers: sessionTokenHeader(),
      body: { amount, target, idempotencyKey },
    }),
  );
}

export function getVerifyRound(roundId: number) {
  return toApiResult(
    apiClient.GET('/wps/v2/originals/rounds/verify', {
      headers: sessionTokenHeader(),
      params: { query: { roundId } },
    }),
  );
}
