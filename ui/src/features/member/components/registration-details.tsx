import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { RegistrationDetails as Details } from '../../../lib/api/contract-types';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useRegistrationDetails } from '../api/get-registration-details';

// Display order: who, how to reach them, then the rest (spec section 5's fields).
const ROWS = [
  ['payeeName', 'validation.fields.payeeName'],
  ['email', 'validation.fields.email'],
  ['mobileNum', 'auth.mobileNumber'],
  ['qqNum', 'validation.fields.qqNum'],
  ['line', 'validation.fields.line'],
  ['whatsapp', 'validation.fields.whatsapp'],
  ['facebook', 'validation.fields.facebook'],
  ['wechat', 'validation.fields.wechat'],
  ['idNumber', 'validation.fields.idNumber'],
  ['recommenderId', 'validation.fields.recommenderId'],
] as const satisfies readonly (readonly [keyof Details, string])[];

/**
 * The security page's "Registration details": the optional fields the operator
 * asked for at sign-up, as the server sends them (already masked: the full
 * values never reach the browser), and whether a payment password is set.
 */
export function RegistrationDetails() {
  const { t } = useTranslation();
  const details = useRegistrationDetails(useSessionStore(selectCustomerId));

  let body;
  if (details.isPending || (details.isError && details.isFetching)) {
    body = <p className="registration-details__note">{t('common.loading')}</p>;
  } else if (details.isError) {
    body = (
      <div className="registration-details__error">
        <FormError code={errorCodeOf(details.error)} />
        <button type="button" className="button button--ghost" onClick={() => void details.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else {
    const rows = ROWS.filter(([name]) => details.data[name] !== undefined);
    body = (
      <>
        {rows.length === 0 && <p className="registration-details__note">{t('member.registrationNone')}</p>}
        <dl className="registration-details__list">
          {rows.map(([name, label]) => (
            <div key={name} className="registration-details__row">
              <dt>{t(label)}</dt>
              <dd>{details.data[name]}</dd>
            </div>
          ))}
          <div className="registration-details__row">
            <dt>{t('member.fundsPassword')}</dt>
            <dd>{details.data.fundsPasswordSet ? t('member.fundsPasswordSet') : t('member.fundsPasswordNotSet')}</dd>
          </div>
        </dl>
        {rows.length > 0 && <p className="registration-details__note">{t('member.registrationMasked')}</p>}
      </>
    );
  }
  return (
    <section
      className="registration-details"
      aria-labelledby="registration-details-title"
      aria-busy={details.isPending}
    >
      <h3 id="registration-details-title" className="registration-details__title">
        {t('member.registrationTitle')}
      </h3>
      {body}
    </section>
  );
}
