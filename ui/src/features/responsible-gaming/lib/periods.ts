import type { components } from '../../../lib/api/schema';

export type PlayBreakPeriod = components['schemas']['PlayBreakPeriod'];
export type PlayBreak = components['schemas']['PlayBreak'];
export type RealityCheckMinutes = 0 | 15 | 30 | 60;

/** The choices the page offers, shortest first (the server holds the rule that a break only grows). */
export const COOL_OFF_PERIODS: readonly PlayBreakPeriod[] = ['cool_off_24h', 'cool_off_7d', 'cool_off_30d'];
export const SELF_EXCLUSION_PERIODS: readonly PlayBreakPeriod[] = [
  'self_exclusion_6m',
  'self_exclusion_1y',
  'self_exclusion_permanent',
];
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [0, 15, 30, 60];

/** "1 h 05 min" style parts of a session's length, for the reminder's text. */
export function sessionLength(seconds: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
