import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { HeaderCategoryNav } from './header-category-nav';
import { SideMenu } from './side-menu';

type Props = { sideMenu?: boolean; footer?: boolean };

/** Side menu, header, content and footer (spec section 2, Layouts). */
export function MainLayout({ sideMenu = true, footer = true }: Props) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A drawer left open over the next page would hide it: close it when the page changes.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    // Phones: move focus into the opened drawer, and back to its button on Escape.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      document.querySelector<HTMLElement>('#side-menu a, #side-menu button, #side-menu select')?.focus();
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>('.app-header__menu')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // The open drawer is modal (only phones have its button): the page behind the
  // scrim is inert, so neither Tab, a screen reader nor a tap reaches it; the
  // header stays live for the button that closes the drawer.
  const behindDrawer = sideMenu && menuOpen;

  return (
    <div className={sideMenu ? 'shell' : 'shell shell--no-side'}>
      <a href="#main-content" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {sideMenu && <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />}
      {sideMenu && menuOpen && <div className="drawer-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="shell__main">
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} showMenuButton={sideMenu} />
        <div className="shell__page" inert={behindDrawer}>
          {sideMenu && <HeaderCategoryNav />}
          <main id="main-content" className="content" tabIndex={-1}>
            <Outlet />
          </main>
          {footer && <AppFooter />}
        </div>
      </div>
    </div>
  );
}
