/**
 * Calls `onEvent` for each event of `stream` (null: none) while the caller is mounted.
 *
 * TODO(issue 17, real-time channel): placeholder in the chat branch so the chat
 * room can subscribe to 'room:<id>' today. The lead's WebSocket channel replaces
 * this file on merge with the real subscription; until then no event arrives and
 * the chat room refetches its history after each send.
 */
export function useRealtimeStream(
  stream: string | null,
  onEvent: (event: { stream: string; seq: number; kind: string; data: unknown; at: string }) => void,
): void {
  void stream;
  void onEvent;
}
