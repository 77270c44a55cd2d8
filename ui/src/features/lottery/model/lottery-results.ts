import type { LotteryKind } from './lottery-kind';

/** The lobby's regions a lottery page shows: /vnLottery the three Vietnamese regions, /seaLottery SEA, /lottery all. */
export function regionFilterOf(kind: LotteryKind): 'vn' | 'sea' | undefined {
  if (kind === 'vn') return 'vn';
  if (kind === 'sea') return 'sea';
  return undefined;
}

/**
 * Time left until `at` as h:mm:ss (d h:mm:ss beyond a day), counted on the
 * server's clock: `skewMs` is server time minus this device's time when the
 * lobby was answered, so a device whose clock is off still counts right.
 * Null once the time has come.
 */
export function countdownText(at: number, nowMs: number, skewMs: number): string | null {
  const left = Math.floor((at - (nowMs + skewMs)) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
