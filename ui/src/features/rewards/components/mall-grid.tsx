import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RewardItem, useRewards } from '../api/points-api';
import { RedeemDialog } from './redeem-dialog';
import { SectionState } from './section-state';

type Props = { points: number; showMoney: (minor: number, text: string) => string };

/** The mall: every reward on sale with its cost and stock; redeeming opens the password dialog. */
export function MallGrid({ points, showMoney }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const rewards = useRewards(language);
  const [chosen, setChosen] = useState<RewardItem | null>(null);
  const items = rewards.data?.list ?? [];

  return (
    <SectionState
      query={rewards}
      empty={items.length === 0}
      emptyTitle={t('rewards.mallEmptyTitle')}
      emptyLine={t('rewards.mallEmptyLine')}
      icon="gift"
    >
      <ul className="rewards-grid">
        {items.map((item) => {
          const soldOut = item.stock === 0;
          const short = item.points > points;
          const label = soldOut ? t('rewards.soldOut') : short ? t('rewards.notEnoughShort') : t('rewards.redeem');
          return (
            <li key={item.id} className="reward-card">
              {item.imageUrl ? <img className="reward-card__image" src={item.imageUrl} alt="" /> : null}
              <div className="reward-card__body">
                <h3 className="reward-card__name">{item.name}</h3>
                <p className="reward-card__kind">{t(`rewards.kind_${item.kind}`)}</p>
                {item.amount !== null && item.amountMinor !== null ? (
                  <p className="reward-card__worth">
                    {item.kind === 'bonus'
                      ? t('rewards.bonusWorth', {
                          amount: showMoney(item.amountMinor, item.amount),
                          count: item.turnoverMultiple ?? 1,
                        })
                      : t('rewards.worth', { amount: showMoney(item.amountMinor, item.amount) })}
                  </p>
                ) : null}
                {item.description ? <p className="reward-card__description">{item.description}</p> : null}
                <p className="reward-card__cost">{t('rewards.cost', { points: item.points.toLocaleString() })}</p>
                <p className="reward-card__stock">
                  {soldOut
                    ? t('rewards.soldOut')
                    : item.stock === null
                      ? ''
                      : t('rewards.stockLeft', { count: item.stock })}
                </p>
                <button
                  type="button"
                  className="button button--primary reward-card__redeem"
                  disabled={soldOut}
                  // The visible words first, then which reward (axe: the name starts with the label).
                  aria-label={`${label}: ${item.name}`}
                  onClick={() => setChosen(item)}
                >
                  {label}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {chosen ? (
        <RedeemDialog item={chosen} points={points} showMoney={showMoney} onClose={() => setChosen(null)} />
      ) : null}
    </SectionState>
  );
}
