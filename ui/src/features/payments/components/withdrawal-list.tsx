import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '../../../lib/api/contract-types';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { formatMoment } from '../lib/format-moment';
import type { Money } from '../lib/use-money';
import { EmptyRows } from './section-states';
import { StatusBadge } from './status-badge';

type Props = {
  withdrawals: readonly WithdrawalRecord[];
  money: Money;
  onConfirm: (withdrawal: WithdrawalRecord) => void;
};

/** The member's withdrawals with their statuses; a disbursed one offers the receipt confirmation. */
export function WithdrawalList({ withdrawals, money, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const locale = htmlLangFor(i18n.language, BUILT_IN_LANGUAGES);
  if (withdrawals.length === 0) {
    return (
      <EmptyRows
        title={t('payments.withdrawalsEmptyTitle')}
        line={t('payments.withdrawalsEmptyLine')}
        icon="withdraw"
      />
    );
  }
  return (
    <ul className="pay-list">
      {withdrawals.map((w) => {
        const amountId = `withdrawal-${w.withdrawalId}-amount`;
        return (
          <li key={w.withdrawalId} className="pay-row">
            <div className="pay-row__main">
              <span className="pay-row__amount" id={amountId}>
                {money.show(w.amountMinor, w.amount)}
              </span>
              <time className="pay-row__what" dateTime={w.createdAt}>
                {formatMoment(w.createdAt, locale)}
              </time>
            </div>
            <dl className="pay-row__facts">
              {w.receivedAmount !== null && w.receivedAmountMinor !== null && (
                <div>
                  <dt>{t('payments.receivedAmount')}</dt>
                  <dd>{money.show(w.receivedAmountMinor, w.receivedAmount)}</dd>
                </div>
              )}
              {w.remainingAmount !== null && w.remainingAmountMinor !== null && w.remainingAmountMinor > 0 && (
                <div>
                  <dt>{t('payments.remainingAmount')}</dt>
                  <dd>{money.show(w.remainingAmountMinor, w.remainingAmount)}</dd>
                </div>
              )}
              {w.decidedAt && (
                <div>
                  <dt>{t('payments.decidedAt')}</dt>
                  <dd>
                    <time dateTime={w.decidedAt}>{formatMoment(w.decidedAt, locale)}</time>
                  </dd>
                </div>
              )}
            </dl>
            <div className="pay-row__end">
              <StatusBadge status={w.status} label={t(`payments.withdrawalStatus.${w.status}`)} />
              {w.status === 'disbursed' && (
                <button
                  type="button"
                  className="button button--primary pay-row__action"
                  aria-describedby={amountId}
                  onClick={() => onConfirm(w)}
                >
                  {t('payments.confirmReceipt')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
