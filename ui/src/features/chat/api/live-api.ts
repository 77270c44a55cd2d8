import { useMutation, useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type LiveHost = components['schemas']['LiveHosts']['list'][number];

/** The live hosts with their status (public, like the game pages). */
export function useLiveHosts() {
  return useQuery({
    queryKey: queryKeys.liveHosts(),
    queryFn: ({ signal }) => valueOrThrow(toApiResult(apiClient.GET('/wps/live/models', { signal }))),
    // Hosts go online and offline during the day.
    refetchInterval: 60_000,
  });
}

/** Launch chat (spec section 7): where the host's chat room opens. */
export function useLaunchLiveChat() {
  return useMutation({
    mutationFn: (host: LiveHost) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/live/launchChat', {
            params: { query: { modelId: host.id } },
            headers: sessionTokenHeader(),
          }),
        ),
      ),
  });
}
