import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

// The mini game popup (issue 17 item 5): /wps/v2/minigame/...
export type MinigameState = components['schemas']['MinigameState'];
export type MinigameSpin = components['schemas']['MinigameSpin'];
export type MinigameSegment = components['schemas']['MinigameSegment'];
export type MinigameSeed = components['schemas']['MinigameSeed'];

// Keyed under the member, so the next member on this tab never sees the previous one's spin.
export const minigameKeys = {
  all: (customerId: string) => ['member', customerId, 'minigame'] as const,
  state: (customerId: string) => ['member', customerId, 'minigame', 'state'] as const,
};

export function getMinigameState(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/v2/minigame', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

export function useMinigameState(customerId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: minigameKeys.state(customerId),
      queryFn: ({ signal }) => valueOrThrow(getMinigameState(signal)),
      enabled,
      staleTime: 0,
    }),
  );
}

/** One spin per period; the key makes a resent click answer with the first spin. */
export function postMinigameSpin(idempotencyKey: string) {
  return toApiResult(
    apiClient.POST('/wps/v2/minigame/spin', { headers: sessionTokenHeader(), body: { idempotencyKey } }),
  );
}

export function postMinigameRotate() {
  return toApiResult(apiClient.POST('/wps/v2/minigame/seed/rotate', { headers: sessionTokenHeader(), body: {} }));
}

export function getMinigameVerify(spinId: number) {
  return toApiResult(
    apiClient.GET('/wps/v2/minigame/spins/verify', { headers: sessionTokenHeader(), params: { query: { spinId } } }),
  );
}
