import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { selectDisplayName, useSessionStore } from '../../../lib/session/session-store';
import { AgentClock } from './agent-clock';

// Agent center pages that every agent has; contract and salary pages join when
// their feature flags arrive (spec section 2). agentTeamOverview is the default.
const PAGES = [
  { key: 'agentTeamOverview', label: 'agent.teamOverview', icon: 'chart' },
  { key: 'agentAnnouncement', label: 'agent.announcement', icon: 'message' },
  { key: 'registerCenter', label: 'agent.registerCenter', icon: 'user' },
  { key: 'downlineManagmentView', label: 'agent.teamManagement', icon: 'users' },
  { key: 'personalHistoryCopy', label: 'agent.teamBetting', icon: 'chart' },
  { key: 'agentRevenueReport', label: 'agent.revenue', icon: 'deposit' },
] as const satisfies readonly { key: string; label: `agent.${string}`; icon: IconName }[];

export function AgentCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = PAGES.find((p) => p.key === params.get('page')) ?? PAGES[0];
  const nickname = useSessionStore(selectDisplayName);
  // The shared in_sure_logout confirmation (the auth feature's, wired by the app).
  const { askLogout, preloadLogoutConfirm } = useAccountActions();

  return (
    <div className="center-layout center-layout--agent">
      <nav className="center-menu" aria-label={t('agent.menuLabel')}>
        <div className="center-menu__profile">
          <span className="avatar" aria-hidden="true">
            <Icon name="user" />
          </span>
          <span className="center-menu__name">{nickname}</span>
          <AgentClock />
        </div>
        <ul>
          {PAGES.map((p) => (
            <li key={p.key}>
              <Link
                to={`/agentHome?page=${p.key}`}
                className="center-menu__link"
                aria-current={p.key === current.key ? 'page' : undefined}
              >
                <Icon name={p.icon} size={18} />
                {t(p.label)}
              </Link>
            </li>
          ))}
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
      <section className="center-panel" aria-labelledby="agent-panel-title">
        <h1 id="agent-panel-title" className="center-panel__title">
          {t(current.label)}
        </h1>
        <NoDataView title={t('agent.emptyTitle')} line={t('agent.emptyLine')} icon="users" />
      </section>
    </div>
  );
}
