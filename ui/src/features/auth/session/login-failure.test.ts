import { describe, expect, it } from 'vitest';
import { describeLoginFailure, failureWantsCaptcha, failureWantsVerification } from './login-failure';

const failure = (code: string, data?: Record<string, unknown>) => ({
  code,
  status: 400,
  message: '',
  ...(data ? { data } : {}),
});

describe('login failures', () => {
  it('reveals the captcha only when the server says so', () => {
    expect(failureWantsCaptcha(failure('login_failed', { captcha: true }))).toBe(true);
    expect(failureWantsCaptcha(failure('invalid_captcha', { captcha: true }))).toBe(true);
    expect(failureWantsCaptcha(failure('login_failed'))).toBe(false);
    expect(failureWantsCaptcha(failure('login_failed', { captcha: 'true' }))).toBe(false);
  });

  it('names the wait of too_many_requests in whole seconds', () => {
    expect(describeLoginFailure(failure('too_many_requests', { retryAfterSeconds: 41.2, captcha: true }))).toEqual({
      key: 'login.tooManyRetry',
      values: { seconds: 42 },
    });
    expect(describeLoginFailure(failure('too_many_requests'))).toEqual({ key: 'errors.too_many_requests' });
  });

  it('translates the login and site keys, and unknown keys as a network error', () => {
    for (const code of [
      'login_failed',
      'invalid_captcha',
      'info_ip_block',
      'non_member_login',
      'non_agent_login',
      'system_maintenance',
      'access_restricted',
      'function_not_enabled',
    ]) {
      expect(describeLoginFailure(failure(code))).toEqual({ key: `errors.${code}` });
    }
    expect(describeLoginFailure(failure('no_such_key'))).toEqual({ key: 'errors.network_error' });
  });

  it('recognises the unregistered-IP step', () => {
    expect(failureWantsVerification(failure('ip_verification_required', { method: 'sms' }))).toBe(true);
    expect(failureWantsVerification(failure('login_failed'))).toBe(false);
  });
});
