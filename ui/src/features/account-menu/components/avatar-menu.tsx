import { useState, type ReactNode } from 'react';
// Per-component entry points keep the rest of the package off the first-paint graph.
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
// RouterProvider has no entry point of its own; the index costs ~2 KB gzip on first paint here.
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import {
  selectCustomerId,
  selectDisplayName,
  selectIsAgent,
  selectIsTrial,
  useSessionStore,
} from '../../../lib/session/session-store';
import { useCustomerServiceUrl } from '../../../lib/site/site-info';
import { UnreadBadge } from '../../../components/unread-badge';
import { useUnreadCount } from '../../../lib/unread/unread-counts';
import { useCopyText } from '../hooks/use-copy-text';
import { MemberAvatar } from './member-avatar';

/**
 * The avatar menu of the logged-in header (spec section 2, Header): my account,
 * betting record, platform messages, live chat, agent entry (agents only), copy
 * user ID and sign out. On react-aria's menu: Enter, Space or ArrowDown opens it
 * on the first item, ArrowUp on the last; arrows (wrapping), Home and End move;
 * Escape closes and gives focus back to the button; a click elsewhere closes it.
 * Trial players see no member-center items (spec section 6).
 */
export function AvatarMenu({ nameBadge = null }: { nameBadge?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSessionStore(selectDisplayName);
  const customerId = useSessionStore(selectCustomerId);
  const isAgent = useSessionStore(selectIsAgent);
  const isTrial = useSessionStore(selectIsTrial);
  const customerServiceUrl = useCustomerServiceUrl();
  const { askLogout, preloadLogoutConfirm } = useAccountActions();
  const { state: copyState, copy } = useCopyText();
  const [open, setOpen] = useState(false);
  // Trial players fetch none (the hook asks nothing for them): 0.
  const unreadMessages = useUnreadCount('messageV2');

  const copyLabel =
    copyState === 'copied'
      ? t('accountMenu.copied')
      : copyState === 'failed'
        ? t('accountMenu.copyFailed', { id: customerId })
        : t('accountMenu.copyId');

  return (
    <div className="avatar-menu" data-open={open || undefined}>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button className="avatar-menu__button">
          <MemberAvatar />
          <span className="avatar-menu__name">{name}</span>
          {nameBadge}
          <span className="visually-hidden">{t('accountMenu.openMenu')}</span>
          <UnreadBadge count={unreadMessages} className="avatar-menu__badge" />
          <Icon name="chevronDown" size={16} className="avatar-menu__chevron" />
        </Button>
        <Popover placement="bottom end" offset={8} className="avatar-menu__panel">
          <div className="avatar-menu__who">
            <span className="avatar-menu__who-name">
              {name} {nameBadge}
            </span>
            {customerId !== '' && (
              <span className="avatar-menu__who-id">{t('accountMenu.userId', { id: customerId })}</span>
            )}
          </div>
          {/* Links go through the app's router (client-side), like the header's own links. */}
          <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
            <Menu aria-label={t('accountMenu.label')} shouldFocusWrap className="avatar-menu__list">
              {!isTrial && (
                <>
                  <MenuLink href="/member" icon="shield">
                    {t('accountMenu.myAccount')}
                  </MenuLink>
                  <MenuLink href="/member?page=personalHistoryCopy" icon="chart">
                    {t('accountMenu.bettingRecord')}
                  </MenuLink>
                  <MenuLink href="/member?page=messageV2" icon="message" badge={unreadMessages}>
                    {t('accountMenu.messages')}
                  </MenuLink>
                </>
              )}
              {customerServiceUrl !== '' && (
                <MenuItem
                  className="avatar-menu__item"
                  href={customerServiceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  textValue={t('accountMenu.liveChat')}
                >
                  <Icon name="headset" size={18} />
                  {t('accountMenu.liveChat')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </MenuItem>
              )}
              {isAgent && !isTrial && (
                <MenuLink href="/agentHome" icon="users">
                  {t('accountMenu.agentEntry')}
                </MenuLink>
              )}
              {customerId !== '' && (
                // Stays open: the item itself says whether the copy worked.
                <MenuItem
                  className="avatar-menu__item"
                  shouldCloseOnSelect={false}
                  onAction={() => void copy(customerId)}
                  textValue={copyLabel}
                >
                  <Icon name={copyState === 'copied' ? 'check' : 'copy'} size={18} />
                  {copyLabel}
                </MenuItem>
              )}
              <MenuItem
                className="avatar-menu__item avatar-menu__item--danger"
                onHoverStart={preloadLogoutConfirm}
                onFocus={preloadLogoutConfirm}
                onAction={askLogout}
                textValue={t('accountMenu.signOut')}
              >
                <Icon name="logout" size={18} />
                {t('accountMenu.signOut')}
              </MenuItem>
            </Menu>
          </RouterProvider>
        </Popover>
      </MenuTrigger>
      {/* Always mounted so screen readers hear the change; visible next to the avatar too.
          Marked as a top layer so the open menu, which hides the rest of the page, leaves it audible. */}
      <p className="avatar-menu__status" role="status" aria-live="polite" data-react-aria-top-layer="">
        {copyState === 'copied'
          ? t('accountMenu.copied')
          : copyState === 'failed'
            ? t('accountMenu.copyFailed', { id: customerId })
            : ''}
      </p>
    </div>
  );
}

function MenuLink({
  href,
  icon,
  children,
  badge = 0,
}: {
  href: string;
  icon: IconName;
  children: string;
  badge?: number;
}) {
  return (
    <MenuItem className="avatar-menu__item" href={href} textValue={children}>
      <Icon name={icon} size={18} />
      {children}
      <UnreadBadge count={badge} className="avatar-menu__item-badge" />
    </MenuItem>
  );
}
