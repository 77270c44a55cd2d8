import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { applyChatEvent } from '../lib/apply-chat-event';

export type ChatRoom = components['schemas']['ChatRooms']['list'][number];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatHistoryPage = components['schemas']['ChatHistory'];

/** Spec-side limits the send box shows (the server checks them again). */
export const CHAT_MAX_CHARACTERS = 500;
export const CHAT_PAGE_SIZE = 30;

/** The open rooms: a lobby first, then one per live host. Any signed-in account. */
export function useChatRooms(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.chatRooms(customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/chat/rooms', { headers: sessionTokenHeader(), signal }))),
    enabled,
  });
}

/** A room's history, newest first; each further page is older ("before" the oldest shown). */
export function useChatHistory(customerId: string, roomId: number | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.chatHistory(customerId, roomId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/chat/messages', {
            params: {
              query: { roomId: roomId ?? 0, limit: CHAT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
            },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: ChatHistoryPage) => (last.hasMore ? last.list[last.list.length - 1]?.id : undefined),
    enabled: roomId !== null,
  });
}

/** Every loaded message of a history, oldest first (the order a chat reads in). */
export function messagesOldestFirst(data: InfiniteData<ChatHistoryPage> | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const all: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.reverse();
}

/**
 * Applies one event of a room's stream to its cached history (applyChatEvent),
 * or fetches the history again when the event cannot be applied.
 */
export function applyRoomEvent(client: QueryClient, customerId: string, roomId: number, kind: string, data: unknown) {
  const key = queryKeys.chatHistory(customerId, roomId);
  const next = applyChatEvent(client.getQueryData(key), roomId, kind, data);
  if (next) client.setQueryData(key, next);
  else void client.invalidateQueries({ queryKey: key });
}

/**
 * Sends a message. The answer is the stored message, put on top of the history
 * at once, so the sender sees it even while the real-time channel is down (the
 * channel brings it to everyone, the sender too: it is shown once).
 */
export function useSendChatMessage(customerId: string, roomId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      valueOrThrow(
        toApiResult(
          apiClient.POST('/wps/chat/messages', {
            body: { roomId: roomId ?? 0, text },
            headers: sessionTokenHeader(),
          }),
        ),
      ),
    onSuccess: (message) => applyRoomEvent(client, customerId, roomId ?? 0, 'chat_message', message),
  });
}
