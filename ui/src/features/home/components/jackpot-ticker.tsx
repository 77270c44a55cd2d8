import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { groupedCents, JACKPOT_BASE_CENTS, JACKPOT_TICK_MS, jackpotCentsAfter, ticksBetween } from '../lib/jackpot';

/**
 * The home jackpot counter (spec sections 2 and 9): rises by 165.11 every 3 s
 * with 2 decimals, and leads to /rng. Under prefers-reduced-motion the figure
 * does not flash (styles) but still rises. Display only, drawn from integer
 * cents with grouped thousands (lib/jackpot.ts).
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const [start] = useState(() => Date.now());
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    const id = window.setInterval(() => setTicks(ticksBetween(start, Date.now())), JACKPOT_TICK_MS);
    return () => window.clearInterval(id);
  }, [start]);

  const cents = jackpotCentsAfter(JACKPOT_BASE_CENTS, ticks);
  const figure = groupedCents(cents);
  return (
    <Link to="/rng" className="jackpot">
      <span className="jackpot__label">
        <Icon name="trophy" size={18} />
        {t('jackpot.label')}
      </span>
      {/* key: a new element per tick replays the rise animation. */}
      <span key={ticks} className="jackpot__figure" data-cents={cents}>
        {figure}
      </span>
      <span className="visually-hidden">{t('jackpot.playSlots')}</span>
    </Link>
  );
}
