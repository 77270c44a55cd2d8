import { useTranslation } from 'react-i18next';
import { bannersOf, useVisitorNotices, type Banner, type BannerGroup as Group } from '../lib/content/notice';
import { useOpenBanner } from '../lib/content/use-open-banner';
import { BannerCarousel } from './banner-carousel';

type Variant = 'home' | 'register' | 'menu';

/**
 * One banner group from the notice call (spec section 3, Banner), or nothing
 * while it loads, when it fails and when the operator has none.
 */
export function BannerGroup({ group, label, variant }: { group: Group; label: string; variant: Variant }) {
  const { i18n } = useTranslation();
  const notices = useVisitorNotices(i18n.language);
  const banners = bannersOf(notices.data, group);
  if (banners.length === 0) return null;
  return <LinkedBanners banners={banners} label={label} variant={variant} />;
}

/**
 * The carousel with its slides opening their links (lib/content/use-open-banner).
 * Only drawn when there are banners: opening a game needs the app's account
 * actions, which a popup rendered on its own (a unit test) does not have.
 */
export function LinkedBanners({ banners, label, variant }: { banners: Banner[]; label: string; variant: Variant }) {
  const openBanner = useOpenBanner();
  return <BannerCarousel banners={banners} label={label} variant={variant} onOpen={openBanner} />;
}
