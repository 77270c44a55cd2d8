// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../../lib/api/contract-types';
import { useSessionStore } from '../../../lib/session/session-store';
import { readDeviceToken } from '../../../lib/session/device-token';
import { endSession } from '../../../lib/session/end-session';
import { readRemembered, saveRemembered } from './remember-me';
import { startSession } from '../../../lib/session/start-session';

const value: LoginValue = {
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  passwordChangeOnly: false,
  isAgent: true,
  isTrial: false,
  nickname: 'Juan',
  account: 'juan01',
  customerId: 77,
  deviceToken: 'dev-1',
};

describe('browser storage of a session (spec section 3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useSessionStore.getState().refresh();
  });

  it('stores the login value in session storage and the device token in local storage', () => {
    startSession(value, 'juan01');
    expect(
      Object.fromEntries(
        ['token', 'nickname', 'account', 'username', 'customerId', 'isAgent', 'isTrial'].map((k) => [
          k,
          sessionStorage.getItem(k),
        ]),
      ),
    ).toEqual({
      token: 'tok-1',
      nickname: 'Juan',
      account: 'juan01',
      username: 'juan01',
      customerId: '77',
      isAgent: 'true',
      isTrial: 'false',
    });
    expect(readDeviceToken()).toBe('dev-1');
    expect(useSessionStore.getState()).toMatchObject({
      isLogin: true,
      isAgent: true,
      isTrial: false,
      nickname: 'Juan',
      customerId: '77',
    });
  });

  it('keeps no device token for a trial session', () => {
    startSession({ ...value, isTrial: true, isAgent: false, deviceToken: 'trial-dev' }, 'guest');
    expect(readDeviceToken()).toBeNull();
    expect(useSessionStore.getState().isTrial).toBe(true);
  });

  it('logout clears the session except the merchant code and resets the flags', () => {
    sessionStorage.setItem('merchant', 'PANALO');
    startSession(value, 'juan01');
    localStorage.setItem('hisLang', 'EN');
    endSession();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('merchant')).toBe('PANALO');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(readDeviceToken()).toBe('dev-1');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, isAgent: false, isTrial: false, nickname: '' });
  });

  it('remember me keeps the flag and the last user, never a password', () => {
    expect(readRemembered()).toEqual({ remember: false, username: '' });
    saveRemembered(true, 'juan01');
    expect(readRemembered()).toEqual({ remember: true, username: 'juan01' });
    expect(localStorage.getItem('loginRemember')).toBe('true');
    expect(Object.keys(localStorage).sort()).toEqual(['loginRemember', 'rememberedUser']);
    saveRemembered(false, 'juan01');
    expect(readRemembered()).toEqual({ remember: false, username: '' });
    expect(localStorage.getItem('rememberedUser')).toBeNull();
  });
});
