import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { useLowerUnreadCount } from '../../../lib/unread/unread-counts';

export type Message = components['schemas']['Message'];
export type MessagePage = components['schemas']['MessagePage'];

export const MESSAGE_PAGE_SIZE = 10;

/** One page of the member's messages, in the page's language (the server falls back to English). */
export function useMessages(customerId: string, pageNo: number, language: string) {
  return useQuery({
    queryKey: queryKeys.messages(customerId, 'page', pageNo, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/relay/CSP_messages', {
            params: { query: { pageNo, pageSize: MESSAGE_PAGE_SIZE, language } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Opens a message (the server marks it read). The list and the badge show it
 * read at once; both are then asked again.
 */
export function useOpenMessage(customerId: string, language: string) {
  const client = useQueryClient();
  const lowerUnread = useLowerUnreadCount();
  return useMutation({
    mutationFn: (message: Message) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/relay/CSP_messageDetail', {
            params: { query: { id: message.id, language } },
            headers: sessionTokenHeader(),
          }),
        ),
      ),
    onSuccess: (opened, asked) => {
      if (asked.read) return;
      client.setQueriesData<MessagePage>({ queryKey: queryKeys.messages(customerId) }, (page) =>
        page
          ? {
              ...page,
              unread: Math.max(0, page.unread - 1),
              list: page.list.map((m) => (m.id === opened.id ? { ...m, read: true } : m)),
            }
          : page,
      );
      void lowerUnread('messageV2', 1);
    },
  });
}

export function useMarkAllRead(customerId: string) {
  const client = useQueryClient();
  const lowerUnread = useLowerUnreadCount();
  return useMutation({
    mutationFn: () =>
      valueOrThrow(
        toApiResult(apiClient.POST('/wps/relay/CSP_messagesReadAll', { body: {}, headers: sessionTokenHeader() })),
      ),
    onSuccess: () => {
      client.setQueriesData<MessagePage>({ queryKey: queryKeys.messages(customerId) }, (page) =>
        page ? { ...page, unread: 0, list: page.list.map((m) => ({ ...m, read: true })) } : page,
      );
      void lowerUnread('messageV2', 'all');
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.messages(customerId) }),
  });
}

export function useDeleteMessage(customerId: string) {
  const client = useQueryClient();
  const lowerUnread = useLowerUnreadCount();
  return useMutation({
    mutationFn: (message: Message) =>
      valueOrThrow(
        toApiResult(
          apiClient.DELETE('/wps/relay/CSP_messages', {
            params: { query: { id: message.id } },
            headers: sessionTokenHeader(),
          }),
        ),
      ),
    onSuccess: (_, deleted) => {
      if (!deleted.read) void lowerUnread('messageV2', 1);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.messages(customerId) }),
  });
}
