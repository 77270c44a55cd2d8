import { describe, expect, it } from 'vitest';
import { captchaRetryDelayMs, mayRefreshCaptcha } from './refresh-throttle';

describe('captcha refresh throttle', () => {
  it('allows the first image and then at most one per second', () => {
    expect(mayRefreshCaptcha(null, 5_000)).toBe(true);
    expect(mayRefreshCaptcha(5_000, 5_999)).toBe(false);
    expect(mayRefreshCaptcha(5_000, 6_000)).toBe(true);
  });

  it('waits as long as the server says, else one second', () => {
    expect(captchaRetryDelayMs({ retryAfterSeconds: 3 })).toBe(3_000);
    expect(captchaRetryDelayMs({ retryAfterSeconds: 0.2 })).toBe(1_000);
    expect(captchaRetryDelayMs({ retryAfterSeconds: 'soon' })).toBe(1_000);
    expect(captchaRetryDelayMs(undefined)).toBe(1_000);
  });
});
