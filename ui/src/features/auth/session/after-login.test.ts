import { describe, expect, it } from 'vitest';
import type { LoginValue } from '../../../lib/api/contract-types';
import { decideAfterLogin } from './after-login';

const base: LoginValue = {
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  passwordChangeOnly: false,
  isAgent: false,
  isTrial: false,
  nickname: 'n',
  account: 'a',
  customerId: 1,
};

describe('after a login', () => {
  it('flags the first-login popup list without forcing a password change', () => {
    expect(decideAfterLogin({ ...base, firstTimeLogin: true }, 'username', true)).toEqual({
      changePassword: null,
      popupKind: 'firstLogin',
    });
    expect(decideAfterLogin(base, 'username', true)).toEqual({ changePassword: null, popupKind: 'member' });
  });

  it('asks for a new password after a default password, titled as a first login', () => {
    expect(decideAfterLogin({ ...base, defaultPassword: true }, 'username', false).changePassword).toBe('firstLogin');
  });

  it('asks for a new password after expiry only while expiry is enforced', () => {
    expect(decideAfterLogin({ ...base, passwordExpired: true }, 'username', true).changePassword).toBe('expired');
    expect(decideAfterLogin({ ...base, passwordExpired: true }, 'username', false).changePassword).toBeNull();
  });

  it('asks whenever the server made the session change-only, expired first', () => {
    const changeOnly = { ...base, passwordChangeOnly: true };
    // An operator-set password left unused past its age: expired, whatever the flag says here.
    expect(
      decideAfterLogin({ ...changeOnly, defaultPassword: true, passwordExpired: true }, 'username', false)
        .changePassword,
    ).toBe('expired');
    expect(decideAfterLogin({ ...changeOnly, passwordExpired: true }, 'username', false).changePassword).toBe(
      'expired',
    );
    expect(decideAfterLogin({ ...changeOnly, defaultPassword: true }, 'username', true).changePassword).toBe(
      'firstLogin',
    );
  });

  it('never asks after an SMS login or for a trial session', () => {
    expect(
      decideAfterLogin({ ...base, defaultPassword: true, passwordExpired: true }, 'sms', true).changePassword,
    ).toBeNull();
    expect(
      decideAfterLogin({ ...base, defaultPassword: true, isTrial: true }, 'username', true).changePassword,
    ).toBeNull();
  });
});
