import { useTranslation } from 'react-i18next';
import type { VipStatus } from '../api/vip-api';

/** The member's level and the way to the next: valid bets and deposits against its thresholds. */
export function VipProgress({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const next = status.next;
  return (
    <section className="vip__card" aria-labelledby="vip-level">
      <p className="vip__rank" aria-hidden="true">
        VIP{status.rankLevel}
      </p>
      <h3 id="vip-level" className="vip__level">
        {t('vip.yourLevel', { level: status.rankLevel, label: status.labelName })}
      </h3>
      {status.benefits !== '' && <p className="vip__benefits">{status.benefits}</p>}
      {status.pinned && <p className="missions__hint">{t('vip.pinned')}</p>}
      {next ? (
        <div className="vip__next">
          <p>{t('vip.nextLevel', { level: next.rankLevel, label: next.labelName })}</p>
          <VipBar
            label={t('vip.validBetProgress', { amount: status.totals.validBet, target: next.minValidBet })}
            percent={next.validBetPercent ?? 0}
          />
          <VipBar
            label={t('vip.depositProgress', { amount: status.totals.deposit, target: next.minDeposit })}
            percent={next.depositPercent ?? 0}
          />
        </div>
      ) : (
        <p className="missions__hint">{t('vip.topLevel')}</p>
      )}
    </section>
  );
}

function VipBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="vip__bar-row">
      <span className="vip__bar-label">{label}</span>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="mission-card__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
