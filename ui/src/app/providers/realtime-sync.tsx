import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startRealtimeChannel, stopRealtimeChannel } from '../../lib/realtime/realtime-channel';
import { selectCustomerId, selectIsLogin, useSessionStore } from '../../lib/session/session-store';
import { applyRealtimeEvent, reloadMemberData, type RealtimeNotice } from './realtime-events';

// How long a notice stays on screen.
const NOTICE_MS = 6_000;

/**
 * The real-time socket listener (spec section 6: it exists only while logged
 * in). It keeps the page current: the header balance after a win or an
 * approved deposit, badges after a message, the contract popup after an offer.
 * Notices are announced politely to screen readers and shown briefly.
 */
export function RealtimeSync() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLogin);
  const customerId = useSessionStore(selectCustomerId);
  const client = useQueryClient();
  const [notice, setNotice] = useState<RealtimeNotice | null>(null);

  useEffect(() => {
    if (!loggedIn || !customerId) return undefined;
    const channel = startRealtimeChannel({
      // A reconnection replays what was missed; a reset cannot, so read it all again.
      onReset: () => reloadMemberData(client, customerId),
    });
    const onEvent = (event: Parameters<typeof applyRealtimeEvent>[2]) => {
      const next = applyRealtimeEvent(client, customerId, event);
      if (next) setNotice(next);
    };
    const stopOwn = channel.listen(`m:${customerId}`, onEvent);
    const stopAll = channel.listen('all', onEvent);
    return () => {
      stopOwn();
      stopAll();
      stopRealtimeChannel();
    };
  }, [loggedIn, customerId, client]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="realtime-notice" role="status" aria-live="polite">
      {notice && <p className="realtime-notice__text">{t(notice.key, notice.values)}</p>}
    </div>
  );
}
