import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../app/components/icon';
import { preloadOnIntent } from '../../../app/lazy/lazy-with-preload';
import { preloadLogoutConfirm } from '../../auth/components/logout-confirm';
import { selectAskLogout, useLogoutStore } from '../../auth/stores/logout-store';
import { selectCustomerId, selectDisplayName, selectIsAgent, selectIsTrial, useSessionStore } from '../../auth/stores/session-store';
import { useCustomerServiceUrl } from '../../system/api/get-system-status';
import { useCopyText } from '../hooks/use-copy-text';
import { MemberAvatar } from './member-avatar';

const ITEM_SELECTOR = '[role="menuitem"]';

/**
 * The avatar menu of the logged-in header (spec section 2, Header): my account,
 * betting record, platform messages, live chat, agent entry (agents only), copy
 * user ID and sign out. A menu button: Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; arrows, Home and End move; Escape closes and
 * gives focus back to the button; Tab or a click elsewhere closes it.
 * Trial players see no member-center items (spec section 6).
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const name = useSessionStore(selectDisplayName);
  const customerId = useSessionStore(selectCustomerId);
  const isAgent = useSessionStore(selectIsAgent);
  const isTrial = useSessionStore(selectIsTrial);
  const customerServiceUrl = useCustomerServiceUrl();
  const askLogout = useLogoutStore(selectAskLogout);
  const { state: copyState, copy } = useCopyText();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  const copyLabel =
    copyState === 'copied' ? t('accountMenu.copied') : copyState === 'failed' ? t('accountMenu.copyFailed', { id: customerId }) : t('accountMenu.copyId');

  return (
    <div className="avatar-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <MemberAvatar />
        <span className="avatar-menu__name">{name}</span>
        <span className="visually-hidden">{t('accountMenu.openMenu')}</span>
        <Icon name="chevronDown" size={16} className="avatar-menu__chevron" />
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="avatar-menu__panel" role="menu" aria-label={t('accountMenu.label')} onKeyDown={onMenuKeyDown}>
          <div className="avatar-menu__who" role="none">
            <span className="avatar-menu__who-name">{name}</span>
            {customerId !== '' && <span className="avatar-menu__who-id">{t('accountMenu.userId', { id: customerId })}</span>}
          </div>
          {!isTrial && (
            <>
              <MenuLink to="/member" icon="shield" onPick={() => close(false)}>{t('accountMenu.myAccount')}</MenuLink>
              <MenuLink to="/member?page=personalHistoryCopy" icon="chart" onPick={() => close(false)}>{t('accountMenu.bettingRecord')}</MenuLink>
              <MenuLink to="/member?page=messageV2" icon="message" onPick={() => close(false)}>{t('accountMenu.messages')}</MenuLink>
            </>
          )}
          {customerServiceUrl !== '' && (
            <a role="menuitem" tabIndex={-1} className="avatar-menu__item" href={customerServiceUrl} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
              <Icon name="headset" size={18} />
              {t('accountMenu.liveChat')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          )}
          {isAgent && !isTrial && (
            <MenuLink to="/agentHome" icon="users" onPick={() => close(false)}>{t('accountMenu.agentEntry')}</MenuLink>
          )}
          {customerId !== '' && (
            <button role="menuitem" tabIndex={-1} type="button" className="avatar-menu__item" onClick={() => void copy(customerId)}>
              <Icon name={copyState === 'copied' ? 'check' : 'copy'} size={18} />
              {copyLabel}
            </button>
          )}
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="avatar-menu__item avatar-menu__item--danger"
            {...preloadOnIntent(preloadLogoutConfirm)}
            onClick={() => {
              close(true);
              askLogout();
            }}
          >
            <Icon name="logout" size={18} />
            {t('accountMenu.signOut')}
          </button>
        </div>
      )}
      {/* Always mounted so screen readers hear the change; visible next to the avatar too. */}
      <p className="avatar-menu__status" role="status" aria-live="polite">
        {copyState === 'copied' ? t('accountMenu.copied') : copyState === 'failed' ? t('accountMenu.copyFailed', { id: customerId }) : ''}
      </p>
    </div>
  );
}

function MenuLink({ to, icon, onPick, children }: { to: string; icon: IconName; onPick: () => void; children: ReactNode }) {
  return (
    <Link role="menuitem" tabIndex={-1} className="avatar-menu__item" to={to} onClick={onPick}>
      <Icon name={icon} size={18} />
      {children}
    </Link>
  );
}
