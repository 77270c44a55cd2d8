import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../model/lottery-results';

type Props = {
  at: number;
  /** Server time minus device time when the lobby was answered. */
  skewMs: number;
  /** Called once when the draw time comes (the lobby refreshes to show the result). */
  onDue: () => void;
};

/** "Next draw in 1:02:03", ticking every second on the server's clock. */
export function NextDrawCountdown({ at, skewMs, onDue }: Props) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const dueCalled = useRef(false);
  const left = countdownText(at, now, skewMs);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === null && !dueCalled.current) {
      dueCalled.current = true;
      onDue();
    }
  }, [left, onDue]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <p className="lottery-result__next">
      <span>{t('lottery.nextDraw', { when })}</span>{' '}
      {/* The ticking text is not announced every second; the draw time above is. */}
      <span className="lottery-result__countdown" aria-hidden="true">
        {left === null ? t('lottery.drawingNow') : t('lottery.countdown', { left })}
      </span>
    </p>
  );
}
