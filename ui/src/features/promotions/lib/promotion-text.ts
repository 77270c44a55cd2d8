// How a promotion's offer and times read on screen. Amounts come from the server
// as text and minor units; `show` is the shared money rule (wasm) when loaded.
import type { TFunction } from 'i18next';
import type { Promotion } from '../api/promotions-api';

export type ShowMoney = (minor: number, serverText: string) => string;

/** "₱88.00 bonus", "100% bonus up to ₱1,000.00", "Prizes up to ₱888.00". */
export function offerText(t: TFunction, promotion: Promotion, show: ShowMoney, symbol: string): string {
  if (promotion.kind === 'raffle') {
    const top = promotion.prizes[0];
    return top ? t('promos.rafflePrizes', { amount: symbol + show(top.amountMinor, top.amount) }) : '';
  }
  if (promotion.bonus !== null && promotion.bonusMinor !== null) {
    return t('promos.fixedBonus', { amount: symbol + show(promotion.bonusMinor, promotion.bonus) });
  }
  if (promotion.bonusPercent !== null && promotion.bonusCap !== null && promotion.bonusCapMinor !== null) {
    // "100.00" -> "100", "12.50" -> "12.5": the percent as people write it.
    const percent = promotion.bonusPercent.replace(/\.?0+$/, '');
    return t('promos.percentBonus', { percent, cap: symbol + show(promotion.bonusCapMinor, promotion.bonusCap) });
  }
  return '';
}

/** A date in the page's language, without the time. */
export function dateText(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** A moment in the page's language, with the time. */
export function momentText(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The API's languages: the page's if served, else English. */
export function apiLanguage(language: string): 'en' | 'ty' | 'pt' {
  const code = language.toLowerCase().slice(0, 2);
  return code === 'ty' || code === 'pt' ? code : 'en';
}
