import type { ActiveSession } from '../../../lib/api/contract-types';

/** What the list calls a session's device; the words come from the caller's translations. */
export type DeviceWords = {
  /** "{{browser}} on {{os}}" */
  browserOnOs: (browser: string, os: string) => string;
  unknown: string;
};

/** "Chrome on Windows", just the one name the server knew, or "Unknown device". */
export function deviceLabel(session: Pick<ActiveSession, 'browser' | 'os'>, words: DeviceWords): string {
  if (session.browser && session.os) return words.browserOnOs(session.browser, session.os);
  return session.browser || session.os || words.unknown;
}

/** The icon of a device kind. */
export function deviceIcon(kind: ActiveSession['deviceKind']): 'phone' | 'tablet' | 'monitor' {
  if (kind === 'phone') return 'phone';
  if (kind === 'tablet') return 'tablet';
  return 'monitor';
}

/** A moment as a date and time in the visitor's language and time zone. */
export function formatMoment(iso: string, locale: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
}

const STEPS = [
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'day', seconds: 86400 },
] as const;

/**
 * How long ago a session was last used: null within the last minute (the
 * server writes last use at most once a minute, so "now" is all it can say),
 * else "5 minutes ago", "2 hours ago", "yesterday" in the visitor's language.
 */
export function lastSeenAgo(iso: string, now: Date, locale: string): string | null {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  const seconds = Math.max(0, (now.getTime() - when.getTime()) / 1000);
  if (seconds < 60) return null;
  const step = [...STEPS].reverse().find((s) => seconds >= s.seconds) ?? STEPS[0];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return format.format(-Math.floor(seconds / step.seconds), step.unit);
}
