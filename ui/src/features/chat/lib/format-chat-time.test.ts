import { describe, expect, it } from 'vitest';
import { formatChatTime } from './format-chat-time';

describe('formatChatTime', () => {
  const now = new Date('2026-12-06T15:00:00');
  it('shows the time alone for today and adds the date otherwise', () => {
    const today = formatChatTime(new Date('2026-12-06T09:05:00').toISOString(), 'en', now);
    expect(today).toMatch(/09:05/);
    expect(today).not.toMatch(/Dec/);
    expect(formatChatTime(new Date('2026-12-01T09:05:00').toISOString(), 'en', now)).toMatch(/Dec 1.*09:05/);
  });
  it('shows nothing for a time it cannot read', () => {
    expect(formatChatTime('not a time', 'en', now)).toBe('');
  });
});
