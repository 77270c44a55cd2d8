import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { DepositLimit } from '../../../lib/api/contract-types';
import { queryKeys } from '../../../lib/api/query-keys';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useDepositLimits } from '../api/deposit-queries';
import { putDepositLimit } from '../api/put-deposit-limit';
import { readAmount } from '../lib/amount-entry';
import { formatMoment } from '../lib/format-moment';
import { limitOutcome } from '../lib/limit-outcome';
import type { Money } from '../lib/use-money';
import { AmountField } from './amount-field';
import { LoadFailed, RowsLoading } from './section-states';

/**
 * The member's own deposit limits per day, week and month: what is in force,
 * what is used, a change still waiting; and a form per period. Whether a change
 * applies now or after 24 hours is the API's answer, shown as it says.
 */
export function DepositLimits({ money }: { money: Money }) {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const limits = useDepositLimits(customerId);
  const client = useQueryClient();
  const locale = htmlLangFor(i18n.language, BUILT_IN_LANGUAGES);
  const loading = limits.isPending || (limits.isFetching && limits.isError);
  return (
    <section className="pay-section" aria-labelledby="deposit-limits-title" aria-busy={loading}>
      <h3 id="deposit-limits-title" className="pay-section__title">
        {t('payments.limitsTitle')}
      </h3>
      <p className="pay-section__intro">{t('payments.limitsIntro')}</p>
      <p className="visually-hidden" role="status">
        {loading ? t('payments.limitsLoading') : ''}
      </p>
      {loading ? (
        <RowsLoading label={t('payments.limitsLoading')} rows={3} />
      ) : limits.isError ? (
        <LoadFailed code={errorCodeOf(limits.error)} onRetry={() => void limits.refetch()} />
      ) : (
        <ul className="limit-list">
          {limits.data.map((limit) => (
            <LimitRow
              key={limit.period}
              limit={limit}
              money={money}
              locale={locale}
              onAnswer={(answer) => client.setQueryData(queryKeys.depositLimits(customerId), answer)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = {
  limit: DepositLimit;
  money: Money;
  locale: string;
  onAnswer: (answer: DepositLimit[]) => void;
};

function LimitRow({ limit, money, locale, onAnswer }: RowProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const periodName = t(`payments.period.${limit.period}`);
  const headingId = `limit-${limit.period}`;

  const send = async (amount: string | null) => {
    setBusy(true);
    setSendError(null);
    setNotice('');
    const result = await putDepositLimit(limit.period, amount);
    setBusy(false);
    if (!result.ok) {
      setSendError(result.error.code);
      return;
    }
    onAnswer(result.value);
    setTyped('');
    const outcome = limitOutcome(result.value, limit.period);
    if (outcome?.kind === 'waits') {
      setNotice(t('payments.limitWaits', { period: periodName, when: formatMoment(outcome.from, locale) }));
    } else if (outcome) {
      const shown =
        outcome.limitMinor === null || outcome.limit === null
          ? t('payments.noLimit')
          : money.show(outcome.limitMinor, outcome.limit);
      setNotice(t('payments.limitAppliedNow', { period: periodName, limit: shown }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !money.core) return;
    const checked = readAmount(money.core, typed);
    if (!checked.ok) {
      setAmountError(checked.error);
      return;
    }
    setAmountError(null);
    void send(checked.text);
  };

  const inForce =
    limit.limitMinor === null || limit.limit === null
      ? t('payments.noLimit')
      : money.show(limit.limitMinor, limit.limit);
  const pending =
    limit.pendingChange && limit.pendingFrom
      ? limit.pendingLimit === null
        ? t('payments.pendingRemoval', { when: formatMoment(limit.pendingFrom, locale) })
        : t('payments.pendingLimit', {
            limit: money.showText(limit.pendingLimit),
            when: formatMoment(limit.pendingFrom, locale),
          })
      : null;

  return (
    <li className="limit-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="limit-card__period">
        {periodName}
      </h4>
      <dl className="limit-card__facts">
        <div>
          <dt>{t('payments.limitInForce')}</dt>
          <dd>{inForce}</dd>
        </div>
        <div>
          <dt>{t('payments.used')}</dt>
          <dd>{money.show(limit.usedMinor, limit.used)}</dd>
        </div>
      </dl>
      {pending && <p className="limit-card__pending">{pending}</p>}
      <form className="limit-card__form" onSubmit={onSubmit} noValidate>
        <AmountField
          label={t('payments.newLimit')}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setAmountError(null);
          }}
          error={amountError}
        />
        <div className="limit-card__actions">
          <button type="submit" className="button button--primary" disabled={busy || !money.core}>
            {t('payments.saveLimit')}
          </button>
          {limit.limitMinor !== null && !(limit.pendingChange && limit.pendingLimit === null) && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void send(null)}>
              {t('payments.removeLimit')}
            </button>
          )}
        </div>
      </form>
      <FormError code={sendError} />
      <p className="pay-notice" role="status">
        {notice}
      </p>
    </li>
  );
}
