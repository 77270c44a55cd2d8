import type { TFunction } from 'i18next';

/** A prize as the member reads it: "50 points", "5.00 bonus", "No prize". */
export function prizeText(t: TFunction, kind: string, amount: string): string {
  if (kind === 'points') return t('minigame.prize.points', { amount });
  if (kind === 'bonus') return t('minigame.prize.bonus', { amount });
  return t('minigame.prize.nothing');
}

/** The short label drawn on the wheel: "50 pts", "5.00", "—". */
export function prizeLabel(t: TFunction, kind: string, amount: string): string {
  if (kind === 'points') return t('minigame.label.points', { amount });
  if (kind === 'bonus') return t('minigame.label.bonus', { amount });
  return t('minigame.label.nothing');
}
