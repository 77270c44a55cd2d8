import { create } from 'zustand';
import { readSession } from '../storage/session-storage';

/**
 * The login state of spec section 3 (isLogin, isAgent, isTrial) plus what the
 * header shows. Session storage stays the source of truth across reloads
 * (start-session.ts writes both); this store only makes changes re-render.
 */
export type SessionState = {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  nickname: string;
  account: string;
  username: string;
  customerId: string;
  /** Re-reads session storage (after login, logout, or a reload). */
  refresh: () => void;
};

export type SessionSnapshot = Omit<SessionState, 'refresh'>;

export function readSessionSnapshot(): SessionSnapshot {
  const token = readSession('token');
  return {
    isLogin: token !== null && token !== '',
    isAgent: readSession('isAgent') === 'true',
    isTrial: readSession('isTrial') === 'true',
    nickname: readSession('nickname') ?? '',
    account: readSession('account') ?? '',
    username: readSession('username') ?? '',
    customerId: readSession('customerId') ?? '',
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readSessionSnapshot(),
  refresh: () => set(readSessionSnapshot()),
}));

export const selectIsLogin = (s: SessionState) => s.isLogin;
export const selectIsAgent = (s: SessionState) => s.isAgent;
export const selectIsTrial = (s: SessionState) => s.isTrial;
export const selectNickname = (s: SessionState) => s.nickname;
export const selectAccount = (s: SessionState) => s.account;
export const selectCustomerId = (s: SessionState) => s.customerId;
/** The name this member signs in with (what a re-login after a password change sends). */
export const selectLoginName = (s: SessionState) => s.username || s.account;
/** What the header greets: the nickname, else the account name. */
export const selectDisplayName = (s: SessionState) => s.nickname || s.account || s.username;
