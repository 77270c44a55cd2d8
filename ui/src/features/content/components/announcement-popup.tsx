import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementDialog } from '../../../components/announcement-dialog';
import { useNotices } from '../../../lib/content/notice';
import { selectIsLogin, useSessionStore } from '../../../lib/session/session-store';
import { isPopupClosed, markPopupClosed } from '../../../lib/storage/session-storage';
import { executionOf, popupKindOf } from '../lib/popup-kind';

type Props = {
  /** The list the login flow flagged (the auth feature's after-login popup flag), or null. */
  due: 'member' | 'firstLogin' | null;
  /** Another popup is open (login, change password) or the page has none: wait. */
  blocked: boolean;
};

/**
 * The popup list (spec sections 2 and 4): the operator's PU announcements for
 * this visitor's kind (anonymous, member, first login), opened by itself once
 * per session unless closed: closing it writes the kind's popup-closed flag in
 * session storage, so neither a reload nor another page opens it again in
 * this tab, while a new session, or becoming another kind (logging in), shows
 * that kind's list. Nothing opens when the list is empty.
 */
export function AnnouncementPopup({ due, blocked }: Props) {
  const { t, i18n } = useTranslation();
  const isLogin = useSessionStore(selectIsLogin);
  const kind = popupKindOf(isLogin, due);
  // Bumped when a list is closed: session storage does not re-render.
  const [, setClosings] = useState(0);
  const closed = isPopupClosed(kind);
  const notices = useNotices(executionOf(kind), i18n.language, !closed);
  const items = notices.data?.popup ?? [];
  const open = !closed && !blocked && items.length > 0;

  const close = () => {
    markPopupClosed(kind);
    setClosings((n) => n + 1);
  };

  return <AnnouncementDialog key={kind} open={open} onClose={close} title={t('content.announcements')} items={items} />;
}
