import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { postRedeem, pointsKeys, type RewardItem, walletBalanceKey } from '../api/points-api';
import { rewardErrorKey } from '../lib/reward-error';

type Props = {
  item: RewardItem;
  points: number;
  showMoney: (minor: number, text: string) => string;
  onClose: () => void;
};

/**
 * Redeeming one reward: the member's password (sealed to the session with the
 * request, checked with argon2 by the server), and a delivery address for a
 * physical item. The same values sent again after no answer reuse the key.
 */
export function RedeemDialog({ item, points, showMoney, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const keys = useRef(createAttemptKeys()).current;
  const physical = item.kind === 'physical';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (password === '') return setError('input_cannot_be_empty');
    if (physical && address.trim() === '') return setError('reward_address_required');
    setBusy(true);
    const idempotencyKey = keys.keyFor(`${item.id}|${address.trim()}`);
    const result = await postRedeem({
      itemId: item.id,
      quantity: 1,
      password,
      idempotencyKey,
      language: i18n.language.toUpperCase(),
      ...(physical ? { address: address.trim() } : {}),
    });
    setBusy(false);
    keys.settle(result.ok ? { ok: true } : { ok: false, code: result.error.code, status: result.error.status });
    setPassword('');
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    const redemption = result.value.redemption;
    setDone(
      redemption.kind === 'cash' && redemption.amountMinor !== null && redemption.amount !== null
        ? t('rewards.redeemedCash', { amount: showMoney(redemption.amountMinor, redemption.amount) })
        : redemption.kind === 'bonus'
          ? t('rewards.redeemedBonus')
          : t('rewards.redeemedPhysical'),
    );
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all(customerId) });
    void queryClient.invalidateQueries({ queryKey: ['points', 'rewards'] });
    void queryClient.invalidateQueries({ queryKey: walletBalanceKey(customerId) });
  };

  return (
    <Dialog open onClose={onClose} title={t('rewards.redeemTitle', { name: item.name })} className="redeem-dialog">
      {done ? (
        <div className="redeem-dialog__done">
          <p role="status">{done}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="redeem-dialog__form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <p>{t('rewards.redeemCost', { points: item.points.toLocaleString(), balance: points.toLocaleString() })}</p>
          {physical ? (
            <FormField
              label={t('rewards.address')}
              name="address"
              autoComplete="street-address"
              maxLength={300}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              aria-required
            />
          ) : null}
          <FormField
            label={t('rewards.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-required
          />
          <p className="redeem-dialog__hint">{t('rewards.passwordHint')}</p>
          <p className="form-error" role="alert" hidden={error === null}>
            {error === null ? '' : t(rewardErrorKey(error))}
          </p>
          <div className="redeem-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? t('rewards.sending') : t('rewards.confirmRedeem')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
