import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { type VipBonus, useClaimVipBonus, useVipStatus } from '../api/vip-api';
import { VipLevels } from './vip-levels';
import { VipProgress } from './vip-progress';

function newKey(): string {
  return `vip-${crypto.randomUUID()}`;
}

const bonusId = (bonus: VipBonus) => `${bonus.kind}-${bonus.rankLevel}-${bonus.periodKey}`;

/**
 * Member center page vipBonus (only offered when hasVip): the member's level,
 * progress to the next, every level's benefits and the bonuses to claim now.
 * One idempotency key per press of Claim; the server pays each bonus once.
 */
export function VipBonusPage() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const status = useVipStatus(customerId, i18n.language);
  const claim = useClaimVipBonus(customerId);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const key = useRef<string>(newKey());

  const onClaim = (bonus: VipBonus) => {
    if (claim.isPending) return;
    setError(null);
    setNotice('');
    setClaiming(bonusId(bonus));
    claim.mutate(
      {
        kind: bonus.kind,
        ...(bonus.kind === 'upgrade' ? { rankLevel: bonus.rankLevel } : {}),
        idempotencyKey: key.current,
      },
      {
        onSuccess: (result) =>
          setNotice(t('vip.claimedNotice', { amount: result.claim.amount, balance: result.balance })),
        onError: (cause) => setError(errorCodeOf(cause)),
        onSettled: () => {
          key.current = newKey();
          setClaiming(null);
        },
      },
    );
  };

  if (status.isPending || (status.isFetching && status.isError)) {
    return (
      <p className="missions__state" role="status">
        {t('vip.loading')}
      </p>
    );
  }
  if (status.isError) {
    return (
      <div className="missions__failed">
        <FormError code={errorCodeOf(status.error)} />
        <button type="button" className="button button--ghost" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const vip = status.data;
  return (
    <div className="vip" aria-busy={status.isFetching}>
      <VipProgress status={vip} />
      <section className="missions__section" aria-labelledby="vip-bonuses">
        <h3 id="vip-bonuses" className="missions__heading">
          {t('vip.bonusesTitle')}
        </h3>
        <FormError code={error} />
        <p className="missions__notice" role="status">
          {notice}
        </p>
        {vip.claimable.length === 0 ? (
          <p className="missions__hint">{t('vip.noBonus')}</p>
        ) : (
          <ul className="vip__bonuses">
            {vip.claimable.map((bonus) => (
              <li key={bonusId(bonus)} className="vip__bonus">
                <span className="vip__bonus-name">{t(`vip.bonus.${bonus.kind}`, { level: bonus.rankLevel })}</span>
                <span className="vip__bonus-amount">{bonus.amount}</span>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={claiming !== null}
                  onClick={() => onClaim(bonus)}
                >
                  {claiming === bonusId(bonus) ? t('missions.claiming') : t('missions.claim')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <VipLevels levels={vip.levels} current={vip.rankLevel} />
      {vip.history.length > 0 && (
        <section className="missions__section" aria-labelledby="vip-history">
          <h3 id="vip-history" className="missions__heading">
            {t('vip.historyTitle')}
          </h3>
          <ul className="vip__history">
            {vip.history.map((item) => (
              <li key={item.id}>
                <span>{t(`vip.bonus.${item.kind}`, { level: item.rankLevel })}</span>
                <span className="vip__bonus-amount">{item.amount}</span>
                <span className="missions__hint">{new Date(item.createdAt).toLocaleString(i18n.language)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
