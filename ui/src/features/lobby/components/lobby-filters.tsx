import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useAccountActions } from '../../../lib/account-actions/account-actions';

/** all, recent, favorite, or one vendor's code. */
export type LobbyFilter =
  { kind: 'all' } | { kind: 'recent' } | { kind: 'favorite' } | { kind: 'vendor'; code: string };

export type VendorOption = { code: string; name: string };

type Props = {
  filter: LobbyFilter;
  vendors: readonly VendorOption[];
  onFilterChange: (filter: LobbyFilter) => void;
  search: string;
  onSearch: (name: string) => void;
};

/** Spec section 9: the vendor menu shows 6 items per slide. */
export const MENU_ITEMS_PER_SLIDE = 6;

function sameFilter(a: LobbyFilter, b: LobbyFilter): boolean {
  return a.kind === b.kind && (a.kind !== 'vendor' || (b.kind === 'vendor' && a.code === b.code));
}

/**
 * Vendor filter menu (All, Recent, Favorite, then the category's vendors; 6 per
 * slide) and the game-name search box, which filters as the visitor types (the
 * wasm lobby filter trims and ignores case and accents).
 */
export function LobbyFilters({ filter, vendors, onFilterChange, search, onSearch }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const { requireRealAccount } = useAccountActions();
  const options: { filter: LobbyFilter; label: string }[] = [
    { filter: { kind: 'all' }, label: t('lobby.filterAll') },
    { filter: { kind: 'recent' }, label: t('lobby.filterRecent') },
    { filter: { kind: 'favorite' }, label: t('lobby.filterFavorite') },
    ...vendors.map((v): { filter: LobbyFilter; label: string } => ({
      filter: { kind: 'vendor', code: v.code },
      label: v.name,
    })),
  ];
  const slides = Math.max(1, Math.ceil(options.length / MENU_ITEMS_PER_SLIDE));
  const selectedIndex = options.findIndex((o) => sameFilter(o.filter, filter));
  const [slide, setSlide] = useState(() => Math.max(0, Math.floor(selectedIndex / MENU_ITEMS_PER_SLIDE)));
  const rowRef = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: keep the chosen vendor in sight.
  useEffect(() => {
    rowRef.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filter, slide]);
  const shown = options.slice(slide * MENU_ITEMS_PER_SLIDE, (slide + 1) * MENU_ITEMS_PER_SLIDE);

  const choose = (next: LobbyFilter) => {
    // Favourite and recent need login (spec section 4): a visitor gets the login
    // popup, a trial player the in_need_true_account notice, and the filter stays.
    if ((next.kind === 'recent' || next.kind === 'favorite') && !requireRealAccount()) {
      onFilterChange({ kind: 'all' });
      return;
    }
    onFilterChange(next);
  };

  return (
    <div className="lobby-filters">
      <div className="vendor-menu">
        {slides > 1 && (
          <button
            type="button"
            className="icon-button vendor-menu__step"
            disabled={slide === 0}
            onClick={() => setSlide(slide - 1)}
            aria-label={t('lobby.previousVendors')}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
        )}
        <div ref={rowRef} className="chip-row" role="group" aria-label={t('lobby.vendorFilter')}>
          {shown.map((o) => (
            <button
              key={o.filter.kind === 'vendor' ? `v-${o.filter.code}` : o.filter.kind}
              type="button"
              className="chip"
              aria-pressed={sameFilter(o.filter, filter)}
              onClick={() => choose(o.filter)}
            >
              {o.label}
            </button>
          ))}
        </div>
        {slides > 1 && (
          <button
            type="button"
            className="icon-button vendor-menu__step"
            disabled={slide >= slides - 1}
            onClick={() => setSlide(slide + 1)}
            aria-label={t('lobby.nextVendors')}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        )}
      </div>
      <form className="search-box" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('lobby.search')}
        </label>
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          id={searchId}
          className="search-box__input"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          maxLength={64}
        />
        {/* Visible hint inside the empty field; the real name comes from the label. */}
        {search === '' && (
          <span className="search-box__hint" aria-hidden="true">
            {t('lobby.search')}
          </span>
        )}
      </form>
    </div>
  );
}
