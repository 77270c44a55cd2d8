import { describe, expect, it } from 'vitest';
import { realAccountVerdict } from './real-account';

describe('member-only actions', () => {
  it('send visitors to login, refuse trial players, allow members', () => {
    expect(realAccountVerdict({ isLogin: false, isTrial: false })).toBe('needsLogin');
    expect(realAccountVerdict({ isLogin: true, isTrial: true })).toBe('needsRealAccount');
    expect(realAccountVerdict({ isLogin: true, isTrial: false })).toBe('allowed');
  });
});
