import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatHistoryPage, ChatMessage } from '../api/chat-api';
import { applyChatEvent } from './apply-chat-event';

function message(id: number, roomId = 1): ChatMessage {
  return { id, roomId, authorId: 9, authorName: 'Juan', text: `m${id}`, sentAt: '2026-12-06T09:00:00Z' };
}

function history(...pages: number[][]): InfiniteData<ChatHistoryPage> {
  return {
    pages: pages.map((ids) => ({
      roomId: 1,
      list: ids.map((id) => message(id)),
      hasMore: false,
      canSend: true,
      mutedUntil: null,
    })),
    pageParams: pages.map((_, i) => i),
  };
}

const ids = (data: InfiniteData<ChatHistoryPage> | undefined) => data?.pages.map((p) => p.list.map((m) => m.id));

describe('applyChatEvent', () => {
  it('puts a new message on top of the newest page, once', () => {
    const once = applyChatEvent(history([5, 4], [3]), 1, 'chat_message', message(6));
    expect(ids(once)).toEqual([[6, 5, 4], [3]]);
    expect(applyChatEvent(once, 1, 'chat_message', message(6))).toBe(once);
  });

  it('keeps newest-first order when an event overtakes the sender', () => {
    expect(ids(applyChatEvent(history([7, 5]), 1, 'chat_message', message(6)))).toEqual([[7, 6, 5]]);
  });

  it('takes a deleted message out of the page that holds it', () => {
    const before = history([5, 4], [3, 2]);
    const after = applyChatEvent(before, 1, 'chat_deleted', { messageId: 3 });
    expect(ids(after)).toEqual([[5, 4], [2]]);
    expect(after?.pages[0]).toBe(before.pages[0]);
  });

  it('leaves the rest to a fetch: no history yet, another room, an unknown kind, bad data', () => {
    expect(applyChatEvent(undefined, 1, 'chat_message', message(6))).toBeUndefined();
    expect(applyChatEvent(history([5]), 1, 'chat_message', message(6, 2))).toBeUndefined();
    expect(applyChatEvent(history([5]), 1, 'chat_cleared', {})).toBeUndefined();
    expect(applyChatEvent(history([5]), 1, 'chat_message', { id: 'x' })).toBeUndefined();
    expect(applyChatEvent(history([5]), 1, 'chat_deleted', null)).toBeUndefined();
  });
});
