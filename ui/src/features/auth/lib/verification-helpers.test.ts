import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../lib/api/envelope';
import { chooseCountry } from '../hooks/use-selected-country';
import { createClickThrottle } from './click-throttle';
import { countdownSeconds, secondsLeft } from './countdown';
import { flagEmoji } from './flag-emoji';
import { readIpVerificationChallenge } from './masked-destination';
import { retryAfterSeconds } from './retry-after';

describe('flagEmoji', () => {
  it('spells the country code in regional indicator symbols', () => {
    expect(flagEmoji('PH')).toBe('\u{1F1F5}\u{1F1ED}');
    expect(flagEmoji('br')).toBe('\u{1F1E7}\u{1F1F7}');
    expect([...flagEmoji('US')].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['1f1fa', '1f1f8']);
  });

  it('draws nothing for what is not a two-letter code', () => {
    for (const bad of ['', 'P', 'PHL', '63', 'P1', 'Ñ1', ' ']) expect(flagEmoji(bad)).toBe('');
  });
});

describe('createClickThrottle', () => {
  it('lets the first click through and ignores the next ones for a second', () => {
    let now = 10_000;
    const allow = createClickThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now += 1;
    expect(allow()).toBe(false);
    now += 998;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });

  it('does not let ignored clicks extend the wait', () => {
    let now = 0;
    const allow = createClickThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 900;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });
});

describe('countdown', () => {
  it('lasts 60 seconds per minute the code lives', () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(0.5)).toBe(30);
  });

  it('waits one minute when the server named no usable lifetime', () => {
    for (const bad of [undefined, null, 0, -3, Number.NaN, '2']) expect(countdownSeconds(bad)).toBe(60);
  });

  it('counts whole seconds left, a started second counting, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('retryAfterSeconds', () => {
  const failure = (data?: Record<string, unknown>): ApiFailure => ({
    code: 'sms_code_countdown',
    status: 429,
    message: '',
    ...(data ? { data } : {}),
  });

  it('reads the wait the server asks for, rounded up', () => {
    expect(retryAfterSeconds(failure({ retryAfterSeconds: 300 }))).toBe(300);
    expect(retryAfterSeconds(failure({ retryAfterSeconds: 41.2 }))).toBe(42);
  });

  it('answers null when there is no usable wait', () => {
    expect(retryAfterSeconds(failure())).toBeNull();
    expect(retryAfterSeconds(failure({ retryAfterSeconds: '300' }))).toBeNull();
    expect(retryAfterSeconds(failure({ retryAfterSeconds: 0 }))).toBeNull();
    expect(retryAfterSeconds(failure({ retryAfterSeconds: -5 }))).toBeNull();
  });
});

describe('readIpVerificationChallenge', () => {
  it('reads method, masked destination and lifetime', () => {
    expect(readIpVerificationChallenge({ method: 'sms', destination: '+63 ******123', expiredMinutes: 2 })).toEqual({
      method: 'sms',
      destination: '+63 ******123',
      expiredMinutes: 2,
    });
  });

  it('refuses data that is not a challenge', () => {
    expect(readIpVerificationChallenge(undefined)).toBeNull();
    expect(readIpVerificationChallenge({ method: 'fax', destination: 'x' })).toBeNull();
    expect(readIpVerificationChallenge({ method: 'email' })).toBeNull();
  });
});

describe('chooseCountry', () => {
  const countries = [
    { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  ];

  it('prefers the chosen country, then the default, then the first', () => {
    expect(chooseCountry(countries, 'BR', 'PH')?.countryCode).toBe('BR');
    expect(chooseCountry(countries, '', 'PH')?.countryCode).toBe('PH');
    expect(chooseCountry(countries, 'XX', 'YY')?.countryCode).toBe('BR');
    expect(chooseCountry([], 'PH', 'PH')).toBeNull();
  });
});
