import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { WithdrawalRecord } from '../../../lib/api/contract-types';
import { queryKeys } from '../../../lib/api/query-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useMainBalance, useWithdrawals } from '../api/withdrawal-calls';
import { useMoney } from '../lib/use-money';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import { LoadFailed, RowsLoading } from './section-states';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/**
 * Member center page withdraw (issue 13 item 5): the main balance, the turnover
 * still to wager (as the API reports it), the withdrawal form, the member's
 * withdrawals and, for a disbursed one, the receipt confirmation.
 */
export function WithdrawPage({ loadCoreApi = loadCore }: { loadCoreApi?: () => Promise<CoreApi> }) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const money = useMoney(loadCoreApi);
  const balance = useMainBalance(customerId);
  const list = useWithdrawals(customerId);
  const [confirming, setConfirming] = useState<WithdrawalRecord | null>(null);
  const [notice, setNotice] = useState('');

  const balanceLoading = balance.isPending || (balance.isFetching && balance.isError);
  const listLoading = list.isPending || (list.isFetching && list.isError);
  const turnover = list.data?.turnover;

  return (
    <div className="payments">
      <section
        className="pay-section"
        aria-labelledby="withdraw-summary-title"
        aria-busy={balanceLoading || listLoading}
      >
        <h3 id="withdraw-summary-title" className="pay-section__title">
          {t('payments.balanceTitle')}
        </h3>
        <p className="visually-hidden" role="status">
          {balanceLoading ? t('payments.balanceLoading') : listLoading ? t('payments.withdrawalsLoading') : ''}
        </p>
        {balanceLoading ? (
          <RowsLoading label={t('payments.balanceLoading')} rows={1} />
        ) : balance.isError ? (
          <LoadFailed code={errorCodeOf(balance.error)} onRetry={() => void balance.refetch()} />
        ) : (
          <p className="pay-balance">
            <span className="pay-balance__symbol">{balance.data.currencySymbol}</span>
            <span className="pay-balance__figure">{money.show(balance.data.balanceMinor, balance.data.balance)}</span>
          </p>
        )}
        {turnover && (
          <div className="turnover" role="group" aria-labelledby="turnover-title">
            <h4 id="turnover-title" className="turnover__title">
              {t('payments.turnoverTitle')}
            </h4>
            <dl className="turnover__facts">
              <div>
                <dt>{t('payments.turnoverRequired')}</dt>
                <dd>{money.show(turnover.requiredMinor, turnover.required)}</dd>
              </div>
              <div>
                <dt>{t('payments.turnoverWagered')}</dt>
                <dd>{money.show(turnover.wageredMinor, turnover.wagered)}</dd>
              </div>
              <div>
                <dt>{t('payments.turnoverRemaining')}</dt>
                <dd>{money.show(turnover.remainingMinor, turnover.remaining)}</dd>
              </div>
            </dl>
            <p
              className={
                turnover.remainingMinor > 0 ? 'turnover__verdict turnover__verdict--blocked' : 'turnover__verdict'
              }
            >
              {turnover.remainingMinor > 0
                ? t('payments.turnoverBlocked', { remaining: money.show(turnover.remainingMinor, turnover.remaining) })
                : t('payments.turnoverMet')}
            </p>
          </div>
        )}
        {balance.data && turnover && (
          <WithdrawForm
            money={money}
            balanceMinor={balance.data.balanceMinor}
            turnoverRemainingMinor={turnover.remainingMinor}
          />
        )}
      </section>
      <section className="pay-section" aria-labelledby="withdrawal-list-title" aria-busy={listLoading}>
        <div className="pay-section__head">
          <h3 id="withdrawal-list-title" className="pay-section__title">
            {t('payments.withdrawalsTitle')}
          </h3>
          <button
            type="button"
            className="button button--ghost pay-section__refresh"
            onClick={() => void list.refetch()}
            disabled={list.isFetching}
          >
            {t('payments.refresh')}
          </button>
        </div>
        <p className="pay-notice" role="status">
          {notice}
        </p>
        {listLoading ? (
          <RowsLoading label={t('payments.withdrawalsLoading')} />
        ) : list.isError ? (
          <LoadFailed code={errorCodeOf(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <WithdrawalList
            withdrawals={list.data.withdrawals}
            money={money}
            onConfirm={(w) => {
              setNotice('');
              setConfirming(w);
            }}
          />
        )}
      </section>
      <ConfirmReceiptDialog
        withdrawal={confirming}
        money={money}
        onClose={() => setConfirming(null)}
        onConfirmed={(confirmed) => {
          setConfirming(null);
          setNotice(t('payments.confirmed', { status: t(`payments.withdrawalStatus.${confirmed.status}`) }));
          void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals(customerId) });
        }}
      />
    </div>
  );
}
