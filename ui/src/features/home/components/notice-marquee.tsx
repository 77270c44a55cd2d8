import { useTranslation } from 'react-i18next';

export type HomeNotice = { title: string };

/**
 * The home notice marquee (spec section 2, Home). The notices come with the
 * content issue's notice call; until then the home page passes none and the
 * marquee draws nothing (no placeholder text posing as a notice). Clicking a
 * notice opens the notice modal at that index (onOpen).
 */
export function NoticeMarquee({
  notices,
  onOpen,
}: {
  notices: readonly HomeNotice[];
  onOpen?: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <section className="notice-marquee" aria-label={t('home.notices')}>
      <ul className="notice-marquee__list">
        {notices.map((n, i) => (
          <li key={`${i}-${n.title}`}>
            <button type="button" className="notice-marquee__item" onClick={() => onOpen?.(i)}>
              {n.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
