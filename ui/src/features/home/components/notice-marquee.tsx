import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { Announcement } from '../../../lib/content/notice';

/**
 * The home notice marquee (spec section 2, Home): the operator's PL notices
 * running across the page. Clicking a notice opens the notice modal at that
 * index (onOpen). It stops while the pointer is over it or focus is inside it;
 * under prefers-reduced-motion it does not run and the row scrolls by hand
 * instead. The running copy that closes the loop is hidden from assistive tech
 * and from Tab, so each notice is read and reached once.
 */
export function NoticeMarquee({
  notices,
  onOpen,
}: {
  notices: readonly Announcement[];
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const characters = notices.reduce((sum, n) => sum + n.title.length, 0);
  // About 12 characters a second, whatever the number and length of the notices.
  const style = { '--marquee-duration': `${Math.max(20, Math.round(characters / 12))}s` } as CSSProperties;
  const list = (copy: boolean) => (
    <ul className="notice-marquee__list" aria-hidden={copy || undefined} inert={copy || undefined}>
      {notices.map((n, i) => (
        <li key={n.id}>
          <button type="button" className="notice-marquee__item" onClick={() => onOpen(i)}>
            {n.title}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="notice-marquee" aria-label={t('home.notices')}>
      <Icon name="megaphone" className="notice-marquee__icon" />
      <div className="notice-marquee__viewport">
        <div className="notice-marquee__track" style={style}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
