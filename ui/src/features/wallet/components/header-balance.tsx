import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';
import { useWalletBalance } from '../api/get-wallet-balance';

// Spec section 9: shown with 2 decimals, masked with asterisks when hidden.
const MASK = '****';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/**
 * The header's balance (spec section 2, Header): the main wallet with 2
 * decimals, a hide/show toggle and a refresh button. The figure is drawn by the
 * shared money rule through wasm (grouped thousands); should the module fail
 * to load, the server's own 2-decimal text (the same rule, run natively) stands in.
 */
export function HeaderBalance({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [hidden, setHidden] = useState(false);
  const balance = useWalletBalance(customerId, true);
  const { core, failed } = useCore(loadCoreApi);

  let figure: string | null = null;
  if (balance.data) {
    if (hidden) figure = MASK;
    else if (core) figure = core.formatMinor(balance.data.balanceMinor, true);
    else if (failed) figure = balance.data.balance;
  }
  const loading = figure === null && !balance.isError;
  const refreshing = balance.isFetching;

  return (
    <div className="header-balance" role="group" aria-label={t('wallet.balance')}>
      <span className="header-balance__amount" aria-live="polite" aria-busy={loading || refreshing}>
        {balance.isError && !balance.data ? (
          <span className="header-balance__error" title={t(errorMessageKey(errorCodeOf(balance.error)))}>
            <span aria-hidden="true">--</span>
            <span className="visually-hidden">{t('wallet.balanceUnavailable')}</span>
          </span>
        ) : loading ? (
          <span className="header-balance__loading">
            <span aria-hidden="true">...</span>
            <span className="visually-hidden">{t('wallet.balanceLoading')}</span>
          </span>
        ) : (
          <>
            <span className="header-balance__symbol">{balance.data?.currencySymbol}</span>
            <span className="header-balance__figure">{figure}</span>
            {hidden && <span className="visually-hidden">{t('wallet.balanceHidden')}</span>}
          </>
        )}
      </span>
      <button
        type="button"
        className="icon-button header-balance__button"
        aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        onClick={() => setHidden((value) => !value)}
      >
        <Icon name={hidden ? 'eye' : 'eyeOff'} size={16} />
      </button>
      <button
        type="button"
        className={`icon-button header-balance__button${refreshing ? ' header-balance__button--spinning' : ''}`}
        aria-label={t('wallet.refreshBalance')}
        aria-disabled={refreshing}
        onClick={() => {
          if (!refreshing) void balance.refetch();
        }}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
