import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../lib/content/notice';
import { usePrefersReducedMotion } from '../lib/content/use-prefers-reduced-motion';

/** Spec section 9: the banner carousel moves on every 5000 ms with a 1000 ms slide. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

type Props = {
  banners: readonly Banner[];
  /** Names the carousel for screen readers ("Featured", "Offers", ...). */
  label: string;
  /** home (w_home), register (w_reg) or menu (w_leftmenu): sizes the slides. */
  variant: 'home' | 'register' | 'menu';
  onOpen: (banner: Banner) => void;
};

/**
 * A banner group's slides (spec sections 2 and 9). With more than one banner it
 * loops, moving on every 5 s with a 1 s slide; it stops while the pointer is over
 * it or focus is inside it, and on its pause button (WCAG 2.2.2), and does not
 * move on its own when the visitor asks for reduced motion. Previous and next
 * are buttons. A slide with a link is a button that opens it (by linkageType,
 * onOpen); hidden slides are inert, so Tab reaches only the one in view.
 */
export function BannerCarousel({ banners, label, variant, onOpen }: Props) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = count === 0 ? 0 : index % count;
  const loops = count > 1;
  const moving = loops && !stopped && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => setIndex((i) => i + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [moving]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className={`banner-carousel banner-carousel--${variant}`}
      aria-roledescription={t('content.carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="banner-carousel__viewport" aria-live={moving ? 'off' : 'polite'}>
        <div
          className="banner-carousel__track"
          style={{
            transform: `translateX(-${current * 100}%)`,
            transitionDuration: reducedMotion ? '0ms' : `${BANNER_SPEED_MS}ms`,
          }}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription={t('content.slide')}
              aria-label={t('content.slideOf', { n: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <BannerSlide banner={banner} onOpen={onOpen} eager={i === 0} />
            </div>
          ))}
        </div>
      </div>
      {loops && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__button"
            aria-label={t('content.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="banner-carousel__dots" aria-hidden="true">
            {banners.map((b, i) => (
              <span key={b.id} className={i === current ? 'banner-carousel__dot is-current' : 'banner-carousel__dot'} />
            ))}
          </span>
          <button
            type="button"
            className="banner-carousel__button"
            aria-label={t('content.next')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className="banner-carousel__button"
              aria-pressed={stopped}
              aria-label={t('content.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function BannerSlide({ banner, onOpen, eager }: { banner: Banner; onOpen: (b: Banner) => void; eager: boolean }) {
  const { t } = useTranslation();
  const picture = (
    <>
      <img
        className="banner-carousel__image"
        src={banner.url}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="banner-carousel__caption">
        {banner.title}
        {banner.linkageType === 'external' && <span className="visually-hidden"> {t('common.opensInNewTab')}</span>}
      </span>
    </>
  );
  if (banner.linkageType === 'none') return <div className="banner-carousel__card">{picture}</div>;
  return (
    <button type="button" className="banner-carousel__card banner-carousel__card--link" onClick={() => onOpen(banner)}>
      {picture}
    </button>
  );
}
