import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../../components/icon';
import type { CategoryKey } from '../../lib/navigation/categories';
import { LARGE_DROPDOWN_ABOVE, type NavCategory } from '../../lib/navigation/nav-categories';
import { NavLoadState } from './nav-load-state';
import { useAppNav } from './use-app-nav';

/** A vendor's page inside its category: the lobby reads `vassalage` (spec section 2: "/rng accepts query vassalage"). */
export function vendorPath(category: NavCategory, vendorCode: string): string {
  return `${category.path}?vassalage=${encodeURIComponent(vendorCode)}`;
}

/**
 * The header's category bar with a drop-down of vendors per category (spec
 * section 2, Header; section 9: a large layout above 10 vendors). A disclosure
 * navigation: the category is a link; beside it a button (aria-expanded) opens
 * its vendors; hovering opens it too. Escape closes and returns focus to the
 * button; leaving the item with the pointer or the focus closes it.
 */
export function HeaderCategoryNav() {
  const { t } = useTranslation();
  const nav = useAppNav();
  const [open, setOpen] = useState<CategoryKey | null>(null);
  const toggles = useRef(new Map<CategoryKey, HTMLButtonElement>());

  const closeIfFocusLeft = (key: CategoryKey) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen((o) => (o === key ? null : o));
  };
  const onKeyDown = (key: CategoryKey) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || open !== key) return;
    event.stopPropagation();
    setOpen(null);
    toggles.current.get(key)?.focus();
  };

  return (
    <nav className="category-bar" aria-label={t('nav.categoryBar')}>
      <NavLoadState nav={nav} className="category-bar__state" />
      {nav.categories && (
        <ul className="category-bar__list">
          {nav.categories.map((c) => {
            const label = t(`categories.${c.key}`);
            const isOpen = open === c.key;
            const panelId = `nav-vendors-${c.key}`;
            return (
              <li
                key={c.key}
                className={isOpen ? 'category-bar__item is-open' : 'category-bar__item'}
                onMouseEnter={() => setOpen(c.key)}
                onMouseLeave={() => setOpen((o) => (o === c.key ? null : o))}
                onBlur={closeIfFocusLeft(c.key)}
                onKeyDown={onKeyDown(c.key)}
              >
                <NavLink to={c.path} className="category-bar__link" onClick={() => setOpen(null)}>
                  <Icon name={c.icon} size={18} />
                  {label}
                </NavLink>
                <button
                  type="button"
                  className="category-bar__toggle"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={t('nav.showVendors', { category: label })}
                  ref={(el) => {
                    if (el) toggles.current.set(c.key, el);
                    else toggles.current.delete(c.key);
                  }}
                  onClick={() => setOpen(isOpen ? null : c.key)}
                >
                  <Icon name="plus" size={14} />
                </button>
                <div
                  id={panelId}
                  className={
                    c.vendors.length > LARGE_DROPDOWN_ABOVE
                      ? 'vendor-dropdown vendor-dropdown--large'
                      : 'vendor-dropdown'
                  }
                  hidden={!isOpen}
                >
                  <p className="vendor-dropdown__title">{t('nav.vendorsOf', { category: label })}</p>
                  <ul className="vendor-dropdown__list">
                    {c.vendors.map((v) => (
                      <li key={v.code}>
                        <Link
                          to={vendorPath(c, v.code)}
                          className="vendor-dropdown__link"
                          onClick={() => setOpen(null)}
                        >
                          <span className="vendor-dropdown__code" aria-hidden="true">
                            {v.code.slice(0, 4)}
                          </span>
                          <span className="vendor-dropdown__name">{v.name}</span>
                          {v.maintenance && <span className="vendor-dropdown__tag">{t('nav.maintenance')}</span>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
