import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const mm = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`;
}

/** GMT offset and a clock that ticks every second (spec section 2, Agent center). */
export function AgentClock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const htmlLang = document.documentElement.lang || i18n.language;
  return (
    <p className="agent-clock">
      <span className="visually-hidden">{t('common.localTime')}</span>
      <span className="agent-clock__offset">{gmtOffset(now)}</span>
      <time dateTime={now.toISOString()}>{now.toLocaleTimeString(htmlLang, { hour12: false })}</time>
    </p>
  );
}
