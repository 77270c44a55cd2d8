import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { PaymentChannel } from '../../../lib/api/contract-types';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useDepositChannels } from '../api/deposit-queries';
import { postDeposit } from '../api/post-deposit';
import { checkDepositAmount } from '../lib/amount-entry';
import { createAttemptKeys, serverDecided } from '../lib/attempt-key';
import type { Money } from '../lib/use-money';
import { AmountField } from './amount-field';
import { EmptyRows, LoadFailed, RowsLoading } from './section-states';

/**
 * The deposit request: the operator's channels (bank transfer, e-wallet,
 * crypto) with their min and max and where to pay, an amount checked by the
 * shared money rule and the channel's range, sent with one idempotency key per
 * attempt. The request then waits for the operator (In Process).
 */
export function DepositForm({ money }: { money: Money }) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const channels = useDepositChannels(customerId);
  const [chosenId, setChosenId] = useState<string>('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const keys = useRef(createAttemptKeys('dep')).current;

  const loading = channels.isPending || (channels.isFetching && channels.isError);
  if (loading) {
    return (
      <section className="pay-section" aria-labelledby="deposit-channels-title" aria-busy="true">
        <h3 id="deposit-channels-title" className="pay-section__title">
          {t('payments.channelsTitle')}
        </h3>
        <p className="visually-hidden" role="status">
          {t('payments.channelsLoading')}
        </p>
        <RowsLoading label={t('payments.channelsLoading')} />
      </section>
    );
  }
  if (channels.isError) {
    return (
      <section className="pay-section" aria-labelledby="deposit-channels-title">
        <h3 id="deposit-channels-title" className="pay-section__title">
          {t('payments.channelsTitle')}
        </h3>
        <LoadFailed code={errorCodeOf(channels.error)} onRetry={() => void channels.refetch()} />
      </section>
    );
  }
  if (channels.data.length === 0) {
    return (
      <section className="pay-section" aria-labelledby="deposit-channels-title">
        <h3 id="deposit-channels-title" className="pay-section__title">
          {t('payments.channelsTitle')}
        </h3>
        <EmptyRows title={t('payments.noChannelsTitle')} line={t('payments.noChannelsLine')} icon="deposit" />
      </section>
    );
  }

  const chosen = channels.data.find((c) => String(c.channelId) === chosenId) ?? channels.data[0]!;
  const range = (c: PaymentChannel) => ({ min: money.show(c.minMinor, c.min), max: money.show(c.maxMinor, c.max) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !money.core) return;
    setNotice('');
    setSendError(null);
    const checked = checkDepositAmount(money.core, amount, chosen);
    if (!checked.ok) {
      setAmountError(checked.error);
      return;
    }
    setAmountError(null);
    setBusy(true);
    const idempotencyKey = keys.keyFor(`${chosen.channelId}|${checked.text}`);
    const result = await postDeposit({ channelId: chosen.channelId, amount: checked.text, idempotencyKey });
    setBusy(false);
    if (!result.ok) {
      if (serverDecided(result.error)) keys.settle();
      setSendError(result.error.code);
      return;
    }
    keys.settle();
    setAmount('');
    setNotice(t('payments.depositSent', { amount: money.show(result.value.amountMinor, result.value.amount) }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.deposits(customerId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.depositLimits(customerId) });
  };

  const chosenRange = range(chosen);
  return (
    <section className="pay-section" aria-labelledby="deposit-channels-title">
      <h3 id="deposit-channels-title" className="pay-section__title">
        {t('payments.channelsTitle')}
      </h3>
      <form className="pay-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <RadioGroup
          className="channel-picker"
          value={String(chosen.channelId)}
          onChange={(value) => {
            setChosenId(value);
            setAmountError(null);
          }}
        >
          <Label className="visually-hidden">{t('payments.channelsTitle')}</Label>
          {channels.data.map((c) => {
            const r = range(c);
            return (
              <Radio key={c.channelId} value={String(c.channelId)} className="channel-card">
                <span className="channel-card__kind">{t(`payments.channelKind.${c.kind}`)}</span>
                <span className="channel-card__name">{c.name}</span>
                <span className="channel-card__range">{t('payments.channelRange', r)}</span>
              </Radio>
            );
          })}
        </RadioGroup>
        <div className="pay-to">
          <span className="pay-to__label">{t('payments.payTo')}</span>
          <span className="pay-to__details">{chosen.accountDetails}</span>
        </div>
        <AmountField
          label={t('payments.amount')}
          name="amount"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(null);
          }}
          hint={t('payments.amountHint', chosenRange)}
          error={amountError}
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
          {busy ? t('payments.sending') : t('payments.depositSubmit')}
        </button>
      </form>
    </section>
  );
}
