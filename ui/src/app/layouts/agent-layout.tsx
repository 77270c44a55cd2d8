import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSelect } from '../../features/language/components/language-select';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

/** The agent-only layout: no player menus, just the brand and the agent pages. */
export function AgentLayout() {
  const { t } = useTranslation();
  return (
    <div className="agent-shell">
      <a href="#main-content" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="agent-bar">
        <Link to="/agent" className="brand">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span className="brand-word">{t('common.brand')}</span>
          <span className="agent-bar__tag">{t('header.agent')}</span>
        </Link>
        <div className="agent-bar__actions">
          <LanguageSelect compact />
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" className="agent-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
