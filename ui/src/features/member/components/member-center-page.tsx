import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { UnreadBadge } from '../../../components/unread-badge';
import type { en } from '../../../locales/en';

/** A page's spec key, which is also its menu label's key under `member.` in the bundles. */
export type MemberCenterKey = keyof typeof en.member;

/** One page of the member center: its spec key (?page=KEY), menu icon and content. */
export interface MemberCenterEntry {
  key: MemberCenterKey;
  icon: IconName;
  /** Omitted while the page has nothing to show yet: the empty state stands in. */
  Page?: ComponentType;
  /**
   * A hook saying whether the menu lists the page (e.g. transferUpline only for
   * members with an upline); omitted: always listed. The page itself still
   * answers its ?page= link and explains when it has nothing for this member.
   */
  useVisible?: () => boolean;
  /** A hook giving the entry's unread badge (spec section 2: messageV2 and others); omitted: none. */
  useBadge?: () => number;
}

const alwaysVisible = () => true;
const noBadge = () => 0;

function MenuEntry({ entry, current }: { entry: MemberCenterEntry; current: boolean }) {
  const { t } = useTranslation();
  // One entry per component instance: the hook called here never changes.
  const useVisible = entry.useVisible ?? alwaysVisible;
  const visible = useVisible();
  const useBadge = entry.useBadge ?? noBadge;
  const badge = useBadge();
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the menu is a sideways-scrolling row: bring the open page's chip
  // to its middle. The desktop column does not scroll sideways, and 'nearest'
  // leaves the page's own vertical scroll alone.
  useEffect(() => {
    if (current) link.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  if (!visible && !current) return null;
  return (
    <li>
      <Link
        ref={link}
        to={`/member?page=${entry.key}`}
        className="center-menu__link"
        aria-current={current ? 'page' : undefined}
      >
        <Icon name={entry.icon} size={18} />
        {t(`member.${entry.key}`)}
        <UnreadBadge count={badge} className="center-menu__badge" />
      </Link>
    </li>
  );
}

/**
 * The member center's menu and panel (spec section 2). The pages themselves come
 * from the features that own them, gathered by the app (a feature may not import
 * another); the first entry is the default page.
 */
export function MemberCenterPage({ pages }: { pages: readonly MemberCenterEntry[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const current = pages.find((p) => p.key === requested) ?? pages[0];
  return (
    <div className="page">
      <PageHeading title={t('member.title')} icon="user" />
      <div className="center-layout">
        <nav className="center-menu" aria-label={t('member.menuLabel')}>
          <ul>
            {pages.map((p) => (
              <MenuEntry key={p.key} entry={p} current={p.key === current?.key} />
            ))}
          </ul>
        </nav>
        {current && (
          <section className="center-panel" aria-labelledby="member-panel-title">
            <h2 id="member-panel-title" className="center-panel__title">
              {t(`member.${current.key}`)}
            </h2>
            {current.Page ? (
              <current.Page />
            ) : (
              <NoDataView title={t('member.emptyTitle')} line={t('member.emptyLine')} icon="user" />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
