import { useTranslation } from 'react-i18next';
import type { LotteryTier } from '../api/lottery-results';

/**
 * The opened numbers of a draw, one row per prize tier in the lottery's order
 * (special first). Numbers keep their leading zeros; the special prize stands out.
 */
export function DrawTiers({ tiers, caption }: { tiers: readonly LotteryTier[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="lottery-tiers">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.tier} className={`lottery-tiers__row lottery-tiers__row--${tier.tier}`} data-tier={tier.tier}>
            <th scope="row" className="lottery-tiers__name">
              {t(`lottery.tiers.${tier.tier}`)}
            </th>
            <td className="lottery-tiers__numbers">
              {tier.numbers.map((number, index) => (
                <span key={`${index}-${number}`} className="lottery-tiers__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
