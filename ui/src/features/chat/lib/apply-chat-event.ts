import type { InfiniteData } from '@tanstack/react-query';
import type { ChatHistoryPage, ChatMessage } from '../api/chat-api';

/** A 'chat_deleted' event's data (chat_repository.cpp). */
type Deleted = { messageId: number };

function isMessage(data: unknown, roomId: number): data is ChatMessage {
  const m = data as Partial<ChatMessage> | null;
  return typeof m?.id === 'number' && m.roomId === roomId && typeof m.text === 'string' && typeof m.sentAt === 'string';
}

function isDeleted(data: unknown): data is Deleted {
  return typeof (data as Partial<Deleted> | null)?.messageId === 'number';
}

/**
 * A room's loaded history with one event of its stream applied: a
 * 'chat_message' goes on top of the newest page (once, however often it
 * arrives: the sender's own answer and the channel both bring it), a
 * 'chat_deleted' takes the message out of whichever page holds it. The event
 * carries what a history fetch would give (chat_message_json.hpp), so a room
 * with a thousand readers costs no fetch per message. Anything else, or a
 * history not loaded yet, gives `undefined`: the caller fetches the history.
 */
export function applyChatEvent(
  history: InfiniteData<ChatHistoryPage> | undefined,
  roomId: number,
  kind: string,
  data: unknown,
): InfiniteData<ChatHistoryPage> | undefined {
  const [newest, ...older] = history?.pages ?? [];
  if (!history || !newest) return undefined;
  if (kind === 'chat_message' && isMessage(data, roomId)) {
    if (history.pages.some((page) => page.list.some((m) => m.id === data.id))) return history;
    // Newest first; an event may overtake the sender's own answer, so sort by id.
    const list = [data, ...newest.list].sort((a, b) => b.id - a.id);
    return { ...history, pages: [{ ...newest, list }, ...older] };
  }
  if (kind === 'chat_deleted' && isDeleted(data)) {
    return {
      ...history,
      pages: history.pages.map((page) =>
        page.list.some((m) => m.id === data.messageId)
          ? { ...page, list: page.list.filter((m) => m.id !== data.messageId) }
          : page,
      ),
    };
  }
  return undefined;
}
