import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import type { NavCategoriesState } from '../../../lib/navigation/use-nav-categories';
import { selectIsLogin, useSessionStore } from '../../../lib/session/session-store';

export type HomeMenuKey = 'home' | 'hot' | 'fav';

const FIXED: readonly { key: HomeMenuKey; icon: IconName; label: 'categories.home' | 'home.hot' | 'home.fav' }[] = [
  { key: 'home', icon: 'home', label: 'categories.home' },
  { key: 'hot', icon: 'star', label: 'home.hot' },
  { key: 'fav', icon: 'heart', label: 'home.fav' },
];

type Props = { selected: HomeMenuKey; onSelect: (key: HomeMenuKey) => void; nav: NavCategoriesState };

/**
 * The home game menu (spec section 2, Home): HOME, HOT and FAV choose what the
 * home sections show; then the categories that have vendors, each a link to its
 * page. Choosing FAV while logged out resets to HOME and opens login (spec
 * section 4).
 */
export function HomeGameMenu({ selected, onSelect, nav }: Props) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLogin);
  const { openLogin } = useAccountActions();
  const choose = (key: HomeMenuKey) => {
    if (key === 'fav' && !loggedIn) {
      onSelect('home');
      openLogin();
      return;
    }
    onSelect(key);
  };
  return (
    <nav className="home-menu" aria-label={t('home.gameMenu')}>
      <ul className="home-menu__list">
        {FIXED.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={selected === item.key ? 'home-menu__item is-active' : 'home-menu__item'}
              aria-pressed={selected === item.key}
              onClick={() => choose(item.key)}
            >
              <Icon name={item.icon} size={18} />
              {t(item.label)}
            </button>
          </li>
        ))}
        {nav.categories?.map((c) => (
          <li key={c.key}>
            <Link to={c.path} className="home-menu__item">
              <Icon name={c.icon} size={18} />
              {t(`categories.${c.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      {nav.failed && (
        <div className="home-menu__state" role="alert">
          <span>{t('nav.loadFailed')}</span>
          <button type="button" className="button button--ghost button--small" onClick={nav.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {!nav.categories && !nav.failed && (
        <p className="home-menu__state" role="status">
          {t('nav.loading')}
        </p>
      )}
    </nav>
  );
}
