import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults for every query. No automatic retries: each screen shows the error
 * key with its own retry button, and several calls are throttled by the server
 * (a silent retry would only delay the message and spend the visitor's quota).
 * No refetch on focus or reconnect: the data the shell reads changes rarely and
 * each query sets how long it stays fresh.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one cache of server state, provided to React in app/ and reachable
 * outside React (sign-out drops the member's data from it).
 */
export const queryClient = createQueryClient();
