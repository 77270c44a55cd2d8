import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import type { en } from '../../../locales/en';

/** One page of the member center: its spec key (?page=KEY), menu icon and content. */
export interface MemberCenterEntry {
  /** Also its menu label's key under `member.` in the locale bundles. */
  key: keyof typeof en.member;
  icon: IconName;
  /** Omitted while the page has nothing to show yet: the empty state stands in. */
  Page?: ComponentType;
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
              <li key={p.key}>
                <Link
                  to={`/member?page=${p.key}`}
                  className="center-menu__link"
                  aria-current={p.key === current?.key ? 'page' : undefined}
                >
                  <Icon name={p.icon} size={18} />
                  {t(`member.${p.key}`)}
                </Link>
              </li>
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
