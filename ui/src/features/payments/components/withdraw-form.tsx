import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { postWithdrawal } from '../api/withdrawal-calls';
import { checkWithdrawalAmount } from '../lib/amount-entry';
import { createAttemptKeys, serverDecided } from '../lib/attempt-key';
import type { Money } from '../lib/use-money';
import { AmountField } from './amount-field';

type Props = {
  money: Money;
  balanceMinor: number;
  turnoverRemainingMinor: number;
};

/**
 * The withdrawal request: an amount (the money rule, then the balance and the
 * turnover still to wager, refused here as the server would) and the funds
 * password, sent sealed to the session like the login body.
 */
export function WithdrawForm({ money, balanceMinor, turnoverRemainingMinor }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const keys = useRef(createAttemptKeys('wd')).current;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !money.core) return;
    setNotice('');
    setSendError(null);
    const checked = checkWithdrawalAmount(money.core, amount, { balanceMinor, turnoverRemainingMinor });
    setAmountError(checked.ok ? null : checked.error);
    setPasswordError(password === '');
    if (!checked.ok || password === '') return;
    setBusy(true);
    const idempotencyKey = keys.keyFor(checked.text);
    const result = await postWithdrawal({ amount: checked.text, fundsPassword: password, idempotencyKey });
    setBusy(false);
    if (!result.ok) {
      if (serverDecided(result.error)) keys.settle();
      setSendError(result.error.code);
      if (result.error.code === 'funds_password_incorrect') setPassword('');
      return;
    }
    keys.settle();
    setAmount('');
    setPassword('');
    const sent = result.value.withdrawal;
    setNotice(t('payments.withdrawSent', { amount: money.show(sent.amountMinor, sent.amount) }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals(customerId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) });
  };

  return (
    <form className="pay-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="withdraw-form-title">
      <h3 id="withdraw-form-title" className="visually-hidden">
        {t('payments.withdrawSubmit')}
      </h3>
      <AmountField
        label={t('payments.amount')}
        name="amount"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setAmountError(null);
        }}
        error={amountError}
      />
      <FormField
        label={t('payments.fundsPassword')}
        name="fundsPassword"
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setPasswordError(false);
        }}
        aria-required
        messages={passwordError ? [{ key: 'input_cannot_be_empty', params: [] }] : []}
      />
      <FormError code={sendError} />
      <p className="pay-notice" role="status">
        {notice}
      </p>
      <button
        type="submit"
        className="button button--primary pay-form__submit"
        disabled={busy || !money.core}
        aria-busy={busy}
      >
        {busy ? t('payments.sending') : t('payments.withdrawSubmit')}
      </button>
    </form>
  );
}
