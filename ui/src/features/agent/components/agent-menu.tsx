import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { selectDisplayName, useSessionStore } from '../../../lib/session/session-store';
import { useCustomerServiceUrl } from '../../../lib/site/site-info';
import type { AgentPage, AgentPageKey } from '../lib/agent-pages';
import { AgentClock } from './agent-clock';

// The member center's pages an agent needs from here (spec section 2: the
// agent menu also has deposit, withdraw and platform messages).
const MEMBER_LINKS: readonly { to: string; label: 'deposit' | 'withdraw' | 'messages'; icon: IconName }[] = [
  { to: '/member?page=depositv2', label: 'deposit', icon: 'deposit' },
  { to: '/member?page=withdraw', label: 'withdraw', icon: 'withdraw' },
  { to: '/member?page=messageV2', label: 'messages', icon: 'message' },
];

function PageLink({ page, current }: { page: AgentPage; current: boolean }) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the menu is a sideways-scrolling row: bring the open page's chip into view.
  useEffect(() => {
    if (current) link.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <li>
      <Link
        ref={link}
        to={`/agentHome?page=${page.key}`}
        className="center-menu__link"
        aria-current={current ? 'page' : undefined}
      >
        <Icon name={page.icon} size={18} />
        {t(`agent.pages.${page.key}`)}
      </Link>
    </li>
  );
}

type Props = { pages: readonly AgentPage[]; current: AgentPageKey };

/**
 * The agent center's left menu (spec section 2): nickname, GMT offset and live
 * clock, the agent pages (flagged ones only when enabled), the wallet and help
 * links, and logout behind the shared in_sure_logout confirmation.
 */
export function AgentMenu({ pages, current }: Props) {
  const { t } = useTranslation();
  const nickname = useSessionStore(selectDisplayName);
  const customerServiceUrl = useCustomerServiceUrl();
  const { askLogout, preloadLogoutConfirm } = useAccountActions();
  return (
    <nav className="center-menu agent-menu" aria-label={t('agent.menuLabel')}>
      <div className="center-menu__profile">
        <span className="avatar" aria-hidden="true">
          <Icon name="user" />
        </span>
        <span className="center-menu__name">{nickname}</span>
        <AgentClock />
      </div>
      <ul>
        {pages.map((page) => (
          <PageLink key={page.key} page={page} current={page.key === current} />
        ))}
      </ul>
      <ul className="agent-menu__links" aria-label={t('agent.links.label')}>
        {MEMBER_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="center-menu__link">
              <Icon name={link.icon} size={18} />
              {t(`agent.links.${link.label}`)}
            </Link>
          </li>
        ))}
        {customerServiceUrl !== '' && (
          <li>
            <a className="center-menu__link" href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="headset" size={18} />
              {t('agent.links.customerService')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={askLogout}
        {...preloadOnIntent(preloadLogoutConfirm)}
      >
        {t('common.logout')}
      </button>
    </nav>
  );
}
