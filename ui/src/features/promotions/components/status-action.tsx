import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { useAccountActions } from '../../../lib/account-actions/account-actions';
import { usePromotionAction, type Promotion, type PromotionAction } from '../api/promotions-api';
import type { PromoContext } from '../lib/use-promo-context';
import { PromoError } from './promo-error';

type Props = {
  promotion: Promotion;
  ctx: PromoContext;
  /** An application promotion's Apply: where its form is. */
  onApply: () => void;
};

/**
 * The promotion's status as its button (spec section 4): Join and Claim act
 * (a raffle's Claim draws the prize on the server), every other status is shown
 * as it is. A visitor's Join opens login; a trial account's, the trial notice.
 * The outcome (what was paid, the prize) is announced politely.
 */
export function StatusAction({ promotion, ctx, onApply }: Props) {
  const { t } = useTranslation();
  const { requireRealAccount } = useAccountActions();
  const action = usePromotionAction(ctx.customerId, ctx.language);
  const attempts = useRef(createAttemptKeys());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const status = promotion.status;
  const money = (minor: number, text: string) => ctx.symbol + ctx.show(minor, text);

  const run = async (request: PromotionAction) => {
    setError(null);
    setDone('');
    const answer = await action.mutateAsync(request);
    if (request.kind === 'claim' || request.kind === 'raffle') {
      attempts.current.settle(answer.ok ? { ok: true } : { ok: false, ...answer.error });
    }
    if (!answer.ok) {
      setError(answer.error.code);
      return;
    }
    const paid = answer.value;
    if (paid.draw) {
      setDone(t('promos.wonPrize', { prize: paid.draw.prizeLabel, amount: money(paid.bonusMinor, paid.bonus) }));
    } else if (paid.bonusMinor > 0) {
      setDone(t('promos.paidNow', { amount: money(paid.bonusMinor, paid.bonus) }));
    } else {
      setDone(t('promos.joinedNow', { title: promotion.title }));
    }
  };

  const onPress = () => {
    if (!requireRealAccount()) return;
    if (status === 'Join' && promotion.kind === 'application') {
      onApply();
      return;
    }
    if (status === 'Join') {
      void run({ kind: 'join', promotionId: promotion.id });
      return;
    }
    const kind = promotion.kind === 'raffle' ? 'raffle' : 'claim';
    const idempotencyKey = attempts.current.keyFor(`${kind}:${promotion.id}`);
    void run({ kind, promotionId: promotion.id, idempotencyKey });
  };

  const acts = (status === 'Join' && promotion.eligible) || status === 'Claim';
  const label =
    status === 'Join' && !ctx.isLogin
      ? t('promos.loginToJoin')
      : status === 'Join' && promotion.kind === 'application'
        ? t('promos.apply')
        : status === 'Claim' && promotion.kind === 'raffle'
          ? t('promos.drawPrize')
          : t(`promos.status.${status}`);

  return (
    <div className="promo-action">
      {acts ? (
        <button
          type="button"
          className="button button--primary promo-action__button"
          onClick={onPress}
          disabled={action.isPending}
          aria-busy={action.isPending}
        >
          {action.isPending ? t('promos.working') : label}
        </button>
      ) : (
        <span className={`promo-status promo-status--${status}`}>{t(`promos.status.${status}`)}</span>
      )}
      <p className="promo-action__done" aria-live="polite">
        {done}
      </p>
      <PromoError code={error} />
    </div>
  );
}
