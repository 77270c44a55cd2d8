import { create } from 'zustand';
import { valueOrThrow } from '../api/api-error';
import { toApiResult } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import { readSession } from '../storage/session-storage';
import { RealtimeClient, type RealtimeCallbacks, type RealtimeStatus } from './realtime-client';

/** The channel's state for the page (the header's live dot reads it). */
export const useRealtimeStore = create<{ status: RealtimeStatus }>()(() => ({ status: 'off' }));
export const selectRealtimeStatus = (s: { status: RealtimeStatus }) => s.status;

/** Where this page connects: the server names an address behind a proxy, else its host and channel port. */
export async function realtimeUrl(): Promise<string> {
  const endpoint = await valueOrThrow(
    toApiResult(apiClient.GET('/wps/realtime/endpoint', { headers: sessionTokenHeader() })),
  );
  if (endpoint.url) return endpoint.url;
  const scheme = globalThis.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${globalThis.location.hostname}:${endpoint.port}${endpoint.path}`;
}

let channel: RealtimeClient | null = null;

/** The tab's one channel, started with the session's callbacks (app/providers/realtime-sync.tsx). */
export function startRealtimeChannel(callbacks: RealtimeCallbacks): RealtimeClient {
  channel?.stop();
  channel = new RealtimeClient(
    { endpoint: realtimeUrl, token: () => readSession('token') || null },
    {
      ...callbacks,
      onStatus: (status) => {
        useRealtimeStore.setState({ status });
        callbacks.onStatus?.(status);
      },
    },
  );
  channel.start();
  return channel;
}

export function stopRealtimeChannel(): void {
  channel?.stop();
  channel = null;
}

/** The running channel, if the page is logged in. */
export function currentRealtimeChannel(): RealtimeClient | null {
  return channel;
}
