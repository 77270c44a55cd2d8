import type { SignedMoney } from '../lib/use-money-text';

/** A win/loss figure: the sign is in the text, the colour only helps (records' plus/minus tones). */
export function SignedAmount({ value }: { value: SignedMoney }) {
  const tone = value.tone === 'plus' ? 'records__plus' : value.tone === 'minus' ? 'records__minus' : undefined;
  return <span className={tone}>{value.text}</span>;
}
