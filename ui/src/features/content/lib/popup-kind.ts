import type { Execution } from '../../../lib/content/notice';
import type { PopupUserKind } from '../../../lib/storage/session-storage';

/**
 * Which popup list a visitor is due (spec sections 3 and 4): a visitor's (B),
 * a member's (A), or the first-login list (F) right after a member's first
 * login. `due` is what the login flow flagged; after a reload it is gone and a
 * logged-in member gets the member's list.
 */
export function popupKindOf(isLogin: boolean, due: 'member' | 'firstLogin' | null): PopupUserKind {
  if (!isLogin) return 'anonymous';
  return due === 'firstLogin' ? 'firstLogin' : 'member';
}

export function executionOf(kind: PopupUserKind): Execution {
  if (kind === 'anonymous') return 'B';
  return kind === 'firstLogin' ? 'F' : 'A';
}
