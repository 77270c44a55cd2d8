import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { useWinnerBoard, type WinnerRecord } from '../api/winner-board';
import { sortWinners, toSlides, WINNER_AUTOPLAY_MS, WINNER_SPEED_MS } from '../lib/winner-slides';

// An icon from our own origin or an https address; anything else is not drawn.
const safeIcon = (url: string) => /^(\/(?!\/)|https:\/\/)/.test(url);

function WinnerCard({ record }: { record: WinnerRecord }) {
  const { t } = useTranslation();
  return (
    <li className="winner-card">
      <span className="winner-card__icon" aria-hidden="true">
        {safeIcon(record.iconUrl) ? <img src={record.iconUrl} alt="" width={48} height={48} loading="lazy" /> : null}
      </span>
      <span className="winner-card__text">
        <span className="winner-card__name">{record.customerName}</span>
        <span className="winner-card__game">{record.gameName}</span>
      </span>
      <span className="winner-card__amount">
        <span className="visually-hidden">{t('winners.won')} </span>
        {record.winAmount}
      </span>
    </li>
  );
}

/**
 * The home winner board (spec section 9): the 20 biggest wins, 2 per slide,
 * moving on every 3 s with a 1 s slide. It stops while the pointer is over it
 * or focus is inside it, and on its pause button (WCAG 2.2.2); previous and
 * next are buttons. Announced only while paused, so the moving board does not
 * talk over the page.
 */
export function WinnerBoard({ language }: { language: string }) {
  const { t } = useTranslation();
  const board = useWinnerBoard(language);
  const slides = useMemo(() => toSlides(sortWinners(board.data ?? [])), [board.data]);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const moving = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => setIndex((i) => i + 1), WINNER_AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [moving]);

  const go = (step: number) => setIndex((current + step + count) % count);

  let body;
  if (board.isPending) {
    body = (
      <p className="winner-board__state" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (board.isError) {
    body = (
      <div className="winner-board__state" role="alert">
        <p>{t('winners.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void board.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (count === 0) {
    body = <NoDataView title={t('winners.emptyTitle')} line={t('winners.emptyLine')} icon="trophy" />;
  } else {
    body = (
      <>
        <div className="winner-board__viewport" aria-live={moving ? 'off' : 'polite'}>
          <div
            className="winner-board__track"
            style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${WINNER_SPEED_MS}ms` }}
          >
            {slides.map((slide, i) => (
              // The slide is the group; the list inside keeps its list semantics
              // (a role on the <ul> itself would orphan its items).
              <div
                key={slide.map((r) => r.recordId).join('-')}
                className="winner-board__slide"
                role="group"
                aria-roledescription={t('winners.slide')}
                aria-label={t('winners.slideOf', { n: i + 1, total: count })}
                aria-hidden={i !== current}
              >
                <ul className="winner-board__cards">
                  {slide.map((r) => (
                    <WinnerCard key={r.recordId} record={r} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <div className="winner-board__controls">
            <button type="button" className="icon-button" aria-label={t('winners.previous')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <span className="winner-board__position" aria-hidden="true">
              {current + 1} / {count}
            </span>
            <button type="button" className="icon-button" aria-label={t('winners.next')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-pressed={stopped}
              aria-label={t('winners.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <Icon name={stopped ? 'play' : 'clock'} size={18} />
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      className="section winner-board"
      aria-labelledby="winner-board-title"
      aria-roledescription={t('winners.carousel')}
      data-slide={current}
      data-moving={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id="winner-board-title" className="section__title">
        <Icon name="trophy" /> {t('winners.title')}
      </h2>
      {body}
    </section>
  );
}
