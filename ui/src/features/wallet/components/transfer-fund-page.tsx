import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useWalletBalance } from '../api/get-wallet-balance';
import { postWalletTransfer, type WalletTransferBody } from '../api/post-wallet-transfer';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { AmountField } from './amount-field';

type Props = { loadCoreApi?: () => Promise<CoreApi> };
type Direction = 'in' | 'out';
type Notice = { kind: 'done' | 'nothing'; text: string } | null;

/**
 * Member center page transferFund (spec section 2; section 7 Wallet transfer):
 * the main wallet and each game vendor wallet with its balance, a transfer
 * either way with an amount checked by the shared money rule (wasm), all-in to
 * one vendor and all-out of every vendor. Each attempt carries its own
 * idempotency key, kept while the answer is unknown (attempt-keys.ts), so a
 * resent click never moves money twice; after a transfer the balance query is
 * invalidated and the header shows the new figure. In single-wallet mode
 * (merchant wallet isSingle) games play from the main wallet: the page says so
 * and only offers to bring back money still in a game wallet.
 */
export function TransferFundPage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const balance = useWalletBalance(customerId, true);
  const merchant = useMerchantWallet();
  const { core, failed: coreFailed } = useCore(loadCoreApi);
  const keys = useRef(createAttemptKeys());
  const [direction, setDirection] = useState<Direction>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const formId = useId();

  const loading = balance.isPending || merchant.isPending;
  const failure = balance.isError ? balance.error : merchant.isError ? merchant.error : null;
  const single = merchant.data?.isSingle === true;
  const wallets = balance.data?.wallets ?? [];
  const symbol = balance.data?.currencySymbol ?? '';
  // The money rule draws every figure; the server's own 2-decimal text stands
  // in should the module fail to load.
  const money = (minor: number, text: string) => (core ? core.formatMinor(minor, true) : text);
  const chosenVendor = wallets.find((w) => w.vendor === vendor) ?? wallets[0];
  const inGames = wallets.reduce((sum, w) => sum + w.balanceMinor, 0);

  const send = async (body: Omit<WalletTransferBody, 'idempotencyKey'>, fingerprint: string, vendorName: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await postWalletTransfer({ ...body, idempotencyKey: keys.current.keyFor(fingerprint) });
    keys.current.settle(result.ok ? { ok: true } : { ok: false, ...result.error });
    setBusy(false);
    // Whatever the answer, the balances may have moved (or a refusal may come
    // from a stale figure): the page and the header ask again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) });
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    const moved = `${symbol}${money(result.value.amountMinor, result.value.amount)}`;
    if (result.value.amountMinor === 0) {
      setNotice({ kind: 'nothing', text: t('walletTransfer.nothingToMove') });
    } else if (body.transferType === 'in' || body.transferType === 'allIn') {
      setNotice({ kind: 'done', text: t('walletTransfer.movedIn', { amount: moved, vendor: vendorName }) });
    } else {
      setNotice({ kind: 'done', text: t('walletTransfer.movedOut', { amount: moved }) });
    }
    if (body.transferType === 'in' || body.transferType === 'out') setAmount('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenVendor || !core) return;
    const parsed = core.parseAmount(amount);
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    // The canonical amount (minor units) names the attempt: "10" and "10.00" are one request.
    void send(
      { transferType: direction, vendor: chosenVendor.vendor, amount: amount.trim() },
      `${direction}:${chosenVendor.vendor}:${parsed.minor}`,
      chosenVendor.name,
    );
  };

  if (loading) {
    return (
      <div className="wallet-transfer" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('walletTransfer.loading')}
        </p>
        <div className="wallet-card wallet-card--placeholder" aria-hidden="true" />
        <div className="wallet-list wallet-list--loading" aria-hidden="true">
          <div className="wallet-row wallet-row--placeholder" />
          <div className="wallet-row wallet-row--placeholder" />
        </div>
      </div>
    );
  }

  if (failure || !balance.data) {
    return (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('walletTransfer.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(failure)))}
      >
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void balance.refetch();
            void merchant.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }

  const data = balance.data;
  return (
    <div className="wallet-transfer">
      <p className="visually-hidden" role="status">
        {notice?.text ?? ''}
      </p>
      <div className="wallet-card">
        <div className="wallet-card__main">
          <span className="wallet-card__label">{t('walletTransfer.mainWallet')}</span>
          <span className="wallet-card__figure" data-testid="main-wallet">
            <span className="wallet-card__symbol">{symbol}</span>
            {money(data.balanceMinor, data.balance)}
          </span>
        </div>
        <div className="wallet-card__total">
          <span className="wallet-card__label">{t('walletTransfer.total')}</span>
          <span>
            {symbol}
            {money(data.totalBalanceMinor, data.totalBalance)}
          </span>
        </div>
      </div>

      <FormError code={error} />
      {notice && (
        <p className={`wallet-notice wallet-notice--${notice.kind}`} aria-hidden="true">
          <Icon name="check" size={18} />
          {notice.text}
        </p>
      )}

      {single && (
        <div className="wallet-note" role="note">
          <Icon name="help" size={18} />
          <p>{t('walletTransfer.singleWallet')}</p>
        </div>
      )}

      <div className="wallet-section">
        <div className="wallet-section__head">
          <h3 className="wallet-section__title">{t('walletTransfer.gameWallets')}</h3>
          <button
            type="button"
            className="button button--ghost wallet-section__action"
            disabled={busy || inGames === 0}
            onClick={() => void send({ transferType: 'allOut' }, 'allOut', '')}
          >
            <Icon name="withdraw" size={18} />
            {t('walletTransfer.allOut')}
          </button>
        </div>
        {wallets.length === 0 ? (
          <p className="wallet-empty">{single ? t('walletTransfer.singleNoWallets') : t('walletTransfer.noVendors')}</p>
        ) : (
          <ul className="wallet-list">
            {wallets.map((w) => {
              const nameId = `${formId}-${w.vendor}`;
              return (
                <li key={w.vendor} className="wallet-row" data-vendor={w.vendor}>
                  <span className="wallet-row__name" id={nameId}>
                    {w.name}
                  </span>
                  <span className="wallet-row__figure">
                    {symbol}
                    {money(w.balanceMinor, w.balance)}
                  </span>
                  {single ? (
                    <button
                      type="button"
                      className="button button--ghost wallet-row__action"
                      disabled={busy || w.balanceMinor === 0}
                      aria-describedby={nameId}
                      onClick={() =>
                        void send({ transferType: 'allOut', vendor: w.vendor }, `allOut:${w.vendor}`, w.name)
                      }
                    >
                      {t('walletTransfer.bringBack')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--ghost wallet-row__action"
                      disabled={busy || data.balanceMinor === 0}
                      aria-label={t('walletTransfer.allInTo', { vendor: w.name })}
                      onClick={() =>
                        void send({ transferType: 'allIn', vendor: w.vendor }, `allIn:${w.vendor}`, w.name)
                      }
                    >
                      {t('walletTransfer.allIn')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {!single && wallets.length > 0 && (
        <form className="wallet-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
          <h3 className="wallet-section__title" id={`${formId}-title`}>
            {t('walletTransfer.formTitle')}
          </h3>
          <fieldset className="wallet-direction">
            <legend className="field__label">{t('walletTransfer.direction')}</legend>
            {(['in', 'out'] as const).map((value) => (
              <label key={value} className="wallet-direction__option">
                <input
                  type="radio"
                  name={`${formId}-direction`}
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                <span>{value === 'in' ? t('walletTransfer.toGame') : t('walletTransfer.toMain')}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-vendor`}>
              {t('walletTransfer.vendor')}
            </label>
            <select
              id={`${formId}-vendor`}
              className="field__input"
              value={chosenVendor?.vendor ?? ''}
              onChange={(event) => setVendor(event.target.value)}
            >
              {wallets.map((w) => (
                <option key={w.vendor} value={w.vendor}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
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
          <button type="submit" className="button button--primary" disabled={busy || !core} aria-busy={busy}>
            {busy ? t('walletTransfer.sending') : t('walletTransfer.submit')}
          </button>
          {coreFailed && <FormError code="network_error" />}
        </form>
      )}
    </div>
  );
}
