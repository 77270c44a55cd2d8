import { useTranslation } from 'react-i18next';
import { LinkedBanners } from '../../../components/banner-group';
import type { Banner } from '../../../lib/content/notice';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { useAccountActions } from '../../../lib/account-actions/account-actions';

/**
 * The w_home banner slot (spec section 2, Home): the operator's banners as a
 * carousel once they are in; the brand's own welcome slide, drawn in CSS,
 * while they load, when the call fails and when the operator has none.
 */
export function HomeBanner({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (banners.length > 0) {
    return (
      <div className="hero hero--banners">
        <LinkedBanners banners={banners} label={t('home.bannerLabel')} variant="home" />
      </div>
    );
  }
  return <BrandSlide />;
}

function BrandSlide() {
  const { t } = useTranslation();
  const { openRegister, preloadAuthDialogs } = useAccountActions();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__art" aria-hidden="true">
        <span className="hero__coin hero__coin--a" />
        <span className="hero__coin hero__coin--b" />
        <span className="hero__coin hero__coin--c" />
        <span className="hero__card hero__card--a">A</span>
        <span className="hero__card hero__card--b">7</span>
      </div>
      <div className="hero__copy">
        <p className="hero__kicker">{t('home.heroKicker')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.heroTitle')}
        </h1>
        <p className="hero__line">{t('home.heroLine')}</p>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={openRegister}
          {...preloadOnIntent(preloadAuthDialogs)}
        >
          {t('home.heroCta')}
        </button>
      </div>
    </section>
  );
}
