import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryInLobby } from '../api/lottery-results';
import { DrawTiers } from './draw-tiers';
import { LotteryHistory } from './lottery-history';
import { NextDrawCountdown } from './next-draw-countdown';

type Props = { lottery: LotteryInLobby; skewMs: number; onDue: () => void };

/**
 * One lottery of the lobby: its latest opened numbers by tier, the next draw
 * with a countdown, the house draw's published seed hash and revealed seed
 * (anyone can recompute the numbers), and its recent results on demand.
 */
export function LotteryResultCard({ lottery, skewMs, onDue }: Props) {
  const { t, i18n } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const titleId = useId();
  const latest = lottery.latest;
  const when = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <article className="lottery-result" aria-labelledby={titleId} data-lottery={lottery.code}>
      <header className="lottery-result__head">
        <h4 id={titleId} className="lottery-result__name">
          {lottery.name}
        </h4>
        <span className={`lottery-result__source lottery-result__source--${lottery.source}`}>
          {lottery.source === 'house' ? t('lottery.sourceHouse') : t('lottery.sourceOperator')}
        </span>
      </header>
      {latest ? (
        <>
          <p className="lottery-result__when">{t('lottery.drawnAt', { when: when(latest.scheduledAt) })}</p>
          <DrawTiers
            tiers={latest.tiers}
            caption={t('lottery.resultCaption', { name: lottery.name, when: when(latest.scheduledAt) })}
          />
          {latest.seed && latest.seedHash && (
            <details className="lottery-result__fair">
              <summary>{t('lottery.fairTitle')}</summary>
              <dl>
                <dt>{t('lottery.seedHash')}</dt>
                <dd>
                  <code>{latest.seedHash}</code>
                </dd>
                <dt>{t('lottery.seed')}</dt>
                <dd>
                  <code>{latest.seed}</code>
                </dd>
              </dl>
              <p>{t('lottery.fairLine', { drawId: latest.drawId })}</p>
            </details>
          )}
        </>
      ) : (
        <p className="lottery-result__when">{t('lottery.noResultsYet')}</p>
      )}
      {lottery.next && <NextDrawCountdown at={lottery.next.scheduledAt} skewMs={skewMs} onDue={onDue} />}
      <button
        type="button"
        className="button button--ghost lottery-result__history-toggle"
        aria-expanded={historyOpen}
        aria-controls={historyId}
        onClick={() => setHistoryOpen((open) => !open)}
      >
        {historyOpen ? t('lottery.hideRecent') : t('lottery.showRecent')}
      </button>
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen && <LotteryHistory lotteryCode={lottery.code} name={lottery.name} />}
      </div>
    </article>
  );
}
