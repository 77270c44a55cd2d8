import { describe, expect, it } from 'vitest';
import { deviceIcon, deviceLabel, formatMoment, lastSeenAgo } from './session-text';

const words = { browserOnOs: (browser: string, os: string) => `${browser} on ${os}`, unknown: 'Unknown device' };

describe('how the session list describes a session', () => {
  it('names the browser and system the server recognised, or says it does not know', () => {
    expect(deviceLabel({ browser: 'Chrome', os: 'Windows' }, words)).toBe('Chrome on Windows');
    expect(deviceLabel({ browser: '', os: 'Android' }, words)).toBe('Android');
    expect(deviceLabel({ browser: 'Firefox', os: '' }, words)).toBe('Firefox');
    expect(deviceLabel({ browser: '', os: '' }, words)).toBe('Unknown device');
  });

  it('draws phones, tablets and everything else', () => {
    expect(deviceIcon('phone')).toBe('phone');
    expect(deviceIcon('tablet')).toBe('tablet');
    expect(deviceIcon('desktop')).toBe('monitor');
    expect(deviceIcon('unknown')).toBe('monitor');
  });

  it('says "now" within a minute of the last use, then how long ago', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(lastSeenAgo('2026-11-23T09:59:30Z', now, 'en')).toBeNull();
    expect(lastSeenAgo('2026-11-23T09:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(lastSeenAgo('2026-11-23T08:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(lastSeenAgo('2026-11-22T09:00:00Z', now, 'en')).toBe('yesterday');
    // A clock a little ahead of ours is "now", not the future.
    expect(lastSeenAgo('2026-11-23T10:00:20Z', now, 'en')).toBeNull();
  });

  it('shows a moment in the visitor language, and an unreadable one as it came', () => {
    expect(formatMoment('2026-11-23T10:00:00Z', 'en')).toMatch(/2026/);
    expect(formatMoment('not a date', 'en')).toBe('not a date');
  });
});
