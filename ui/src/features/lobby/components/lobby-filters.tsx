import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useAccountActions } from '../../../lib/account-actions/account-actions';

export type LobbyFilter = 'all' | 'recent' | 'favorite';

type Props = {
  filter: LobbyFilter;
  onFilterChange: (filter: LobbyFilter) => void;
  onSearch: (name: string) => void;
};

/** Vendor filter menu and game-name search (spec section 2, Game lobby). */
export function LobbyFilters({ filter, onFilterChange, onSearch }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const { requireRealAccount } = useAccountActions();
  const [query, setQuery] = useState('');
  const choose = (next: LobbyFilter) => {
    // Favourite and recent need login (spec section 4): a visitor gets the login
    // popup, a trial player the in_need_true_account notice.
    if (next !== 'all' && !requireRealAccount()) return;
    onFilterChange(next);
  };
  const options: { key: LobbyFilter; label: string }[] = [
    { key: 'all', label: t('lobby.filterAll') },
    { key: 'recent', label: t('lobby.filterRecent') },
    { key: 'favorite', label: t('lobby.filterFavorite') },
  ];
  return (
    <div className="lobby-filters">
      <div className="chip-row" role="group" aria-label={t('lobby.vendorFilter')}>
        {options.map((o) => (
          <button
            key={o.key}
            type="button"
            className="chip"
            aria-pressed={filter === o.key}
            onClick={() => choose(o.key)}
          >
            {o.label}
          </button>
        ))}
      </div>
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(query.trim());
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {t('lobby.search')}
        </label>
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          id={searchId}
          className="search-box__input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={64}
        />
        {/* Visible hint inside the empty field; the real name comes from the label. */}
        {query === '' && (
          <span className="search-box__hint" aria-hidden="true">
            {t('lobby.search')}
          </span>
        )}
      </form>
    </div>
  );
}
