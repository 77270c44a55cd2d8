import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/api-error';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useDeposits } from '../api/deposit-queries';
import { formatMoment } from '../lib/format-moment';
import type { Money } from '../lib/use-money';
import { EmptyRows, LoadFailed, RowsLoading } from './section-states';
import { StatusBadge } from './status-badge';

/** The member's deposit requests, newest first, each with its status (In Process, Approved, Rejected). */
export function DepositList({ money }: { money: Money }) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const deposits = useDeposits(customerId);
  const locale = htmlLangFor(i18n.language, BUILT_IN_LANGUAGES);
  const loading = deposits.isPending || (deposits.isFetching && deposits.isError);
  return (
    <section className="pay-section" aria-labelledby="deposit-list-title" aria-busy={loading}>
      <div className="pay-section__head">
        <h3 id="deposit-list-title" className="pay-section__title">
          {t('payments.depositsTitle')}
        </h3>
        <button
          type="button"
          className="button button--ghost pay-section__refresh"
          onClick={() => void deposits.refetch()}
          disabled={deposits.isFetching}
        >
          {t('payments.refresh')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {loading ? t('payments.depositsLoading') : ''}
      </p>
      {loading ? (
        <RowsLoading label={t('payments.depositsLoading')} />
      ) : deposits.isError ? (
        <LoadFailed code={errorCodeOf(deposits.error)} onRetry={() => void deposits.refetch()} />
      ) : deposits.data.length === 0 ? (
        <EmptyRows title={t('payments.depositsEmptyTitle')} line={t('payments.depositsEmptyLine')} icon="deposit" />
      ) : (
        <ul className="pay-list">
          {deposits.data.map((d) => (
            <li key={d.depositId} className="pay-row">
              <div className="pay-row__main">
                <span className="pay-row__amount">{money.show(d.amountMinor, d.amount)}</span>
                <span className="pay-row__what">{d.channelName}</span>
              </div>
              <dl className="pay-row__facts">
                <div>
                  <dt>{t('payments.requestedAt')}</dt>
                  <dd>
                    <time dateTime={d.createdAt}>{formatMoment(d.createdAt, locale)}</time>
                  </dd>
                </div>
                {d.decidedAt && (
                  <div>
                    <dt>{t('payments.decidedAt')}</dt>
                    <dd>
                      <time dateTime={d.decidedAt}>{formatMoment(d.decidedAt, locale)}</time>
                    </dd>
                  </div>
                )}
              </dl>
              <StatusBadge status={d.status} label={t(`payments.depositStatus.${d.status}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
