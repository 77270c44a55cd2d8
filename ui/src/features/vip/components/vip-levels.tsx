import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../api/vip-api';

/** Every level: thresholds, bonuses and benefits, the member's own marked. */
export function VipLevels({ levels, current }: { levels: readonly VipLevel[]; current: number }) {
  const { t } = useTranslation();
  return (
    <section className="missions__section" aria-labelledby="vip-levels">
      <h3 id="vip-levels" className="missions__heading">
        {t('vip.levelsTitle')}
      </h3>
      <div className="records__table-wrap" tabIndex={0} role="region" aria-labelledby="vip-levels">
        <table className="records__table vip__table">
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.minValidBet')}</th>
              <th scope="col">{t('vip.minDeposit')}</th>
              <th scope="col">{t('vip.upgradeBonus')}</th>
              <th scope="col">{t('vip.weeklyBonus')}</th>
              <th scope="col">{t('vip.monthlyBonus')}</th>
              <th scope="col">{t('vip.benefits')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr
                key={level.rankLevel}
                className={level.rankLevel === current ? 'is-current' : undefined}
                aria-current={level.rankLevel === current ? 'true' : undefined}
              >
                <th scope="row">
                  VIP{level.rankLevel} · {level.labelName}
                </th>
                <td>{level.minValidBet}</td>
                <td>{level.minDeposit}</td>
                <td>{level.upgradeBonus}</td>
                <td>{level.weeklyBonus}</td>
                <td>{level.monthlyBonus}</td>
                <td className="vip__benefits-cell">{level.benefits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
