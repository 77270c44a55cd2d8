import { useEffect, useRef } from 'react';
import { selectRealtimeStatus, currentRealtimeChannel, useRealtimeStore } from './realtime-channel';
import type { RealtimeEvent } from './realtime-client';

export type { RealtimeEvent } from './realtime-client';

/**
 * Calls `onEvent` with each event of `stream` (e.g. "room:3") while the
 * component is mounted and the page is logged in; null follows nothing. The
 * latest `onEvent` is used without re-subscribing on every render.
 */
export function useRealtimeStream(stream: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  // Re-subscribe when the channel comes up (it may start after this component).
  const status = useRealtimeStore(selectRealtimeStatus);
  const live = status !== 'off';
  useEffect(() => {
    const channel = currentRealtimeChannel();
    if (!stream || !live || !channel) return undefined;
    return channel.listen(stream, (event) => latest.current(event));
  }, [stream, live]);
}
