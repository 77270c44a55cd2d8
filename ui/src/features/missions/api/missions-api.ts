import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];
export type Mission = Schemas['Mission'];
export type MissionSummary = Schemas['MissionSummary'];
export type MissionLeaderboard = Schemas['MissionLeaderboard'];
export type LeaderboardPeriod = MissionLeaderboard['period'];

// GET /wps/v2/missions: the live missions with the member's progress, texts in `language`.
export function useMissions(customerId: string, language: string) {
  return useQuery({
    queryKey: queryKeys.missions(customerId, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/missions', { params: { query: { language } }, headers: sessionTokenHeader(), signal }),
        ),
      ),
  });
}

/**
 * POST /wps/v2/missions/claim. After it (paid or refused) the missions, the
 * balance and the bonus records are asked again: a bonus moved money.
 */
export function useClaimMission(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claim: { missionId: number; idempotencyKey: string }) =>
      valueOrThrow(
        toApiResult(apiClient.POST('/wps/v2/missions/claim', { body: claim, headers: sessionTokenHeader() })),
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.missions(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) }),
        client.invalidateQueries({ queryKey: queryKeys.records(customerId) }),
      ]),
  });
}

// GET /wps/v2/missions/leaderboard: public; the token adds the member's own place.
export function useLeaderboard(period: LeaderboardPeriod, customerId: string) {
  return useQuery({
    queryKey: queryKeys.missionLeaderboard(period, customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/missions/leaderboard', {
            params: { query: { period } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    staleTime: 30_000,
  });
}
