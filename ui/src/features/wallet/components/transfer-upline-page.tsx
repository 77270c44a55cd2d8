import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWalletUpline } from '../api/get-wallet-upline';
import { postUplineTransfer } from '../api/post-upline-transfer';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { AmountField } from './amount-field';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/**
 * Member center page transferUpline: a member of an agent sends money from the
 * main wallet to the agent (the upline). The amount is checked by the shared
 * money rule (wasm), the member confirms (money leaves their account), and the
 * attempt's idempotency key survives a lost answer so a resend moves it once.
 */
export function TransferUplinePage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const upline = useWalletUpline(customerId);
  const balance = useWalletBalance(customerId, true);
  const { core } = useCore(loadCoreApi);
  const keys = useRef(createAttemptKeys());
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ minor: bigint; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const symbol = balance.data?.currencySymbol ?? '';
  const nickname = upline.data?.nickname || t('uplineTransfer.yourAgent');

  if (upline.isPending || balance.isPending) {
    return (
      <div className="wallet-transfer" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('uplineTransfer.loading')}
        </p>
        <div className="wallet-card wallet-card--placeholder" aria-hidden="true" />
      </div>
    );
  }
  const failure = upline.isError ? upline.error : balance.isError ? balance.error : null;
  if (failure || !upline.data || !balance.data) {
    return (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('uplineTransfer.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(failure)))}
      >
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void upline.refetch();
            void balance.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  if (!upline.data.hasUpline) {
    return (
      <NoDataView icon="users" title={t('uplineTransfer.noUplineTitle')} line={t('uplineTransfer.noUplineLine')} />
    );
  }

  const main = balance.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!core) return;
    const parsed = core.parseAmount(amount);
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    setError(null);
    setConfirming({ minor: parsed.minor, text: `${symbol}${core.formatMinor(parsed.minor, true)}` });
  };

  const send = async () => {
    if (!confirming || busy) return;
    setBusy(true);
    setNotice('');
    const result = await postUplineTransfer(amount.trim(), keys.current.keyFor(`upline:${confirming.minor}`));
    keys.current.settle(result.ok ? { ok: true } : { ok: false, ...result.error });
    setBusy(false);
    setConfirming(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) });
    if (!result.ok) {
      setError(result.error.code);
      if (result.error.code === 'no_upline') void upline.refetch();
      return;
    }
    setAmount('');
    setNotice(t('uplineTransfer.done', { amount: confirming.text, upline: nickname }));
  };

  return (
    <div className="wallet-transfer">
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <div className="wallet-card">
        <div className="wallet-card__main">
          <span className="wallet-card__label">{t('walletTransfer.mainWallet')}</span>
          <span className="wallet-card__figure" data-testid="main-wallet">
            <span className="wallet-card__symbol">{symbol}</span>
            {core ? core.formatMinor(main.balanceMinor, true) : main.balance}
          </span>
        </div>
        <div className="wallet-card__total">
          <span className="wallet-card__label">{t('uplineTransfer.recipient')}</span>
          <span className="wallet-upline">
            <Icon name="user" size={16} />
            {nickname}
          </span>
        </div>
      </div>
      <FormError code={error} />
      {notice && (
        <p className="wallet-notice wallet-notice--done" aria-hidden="true">
          <Icon name="check" size={18} />
          {notice}
        </p>
      )}
      <form className="wallet-form" onSubmit={submit} noValidate>
        <p className="wallet-form__intro">{t('uplineTransfer.intro', { upline: nickname })}</p>
        <AmountField
          label={t('walletTransfer.amount')}
          symbol={symbol}
          value={amount}
          errorCode={amountError}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
        />
        <button type="submit" className="button button--primary" disabled={busy || !core}>
          {t('uplineTransfer.submit')}
        </button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('uplineTransfer.confirmTitle')}
        message={t('uplineTransfer.confirmLine', { amount: confirming?.text ?? '', upline: nickname })}
        confirmLabel={busy ? t('walletTransfer.sending') : t('uplineTransfer.submit')}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => {
          if (!busy) setConfirming(null);
        }}
      />
    </div>
  );
}
