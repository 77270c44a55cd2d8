import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorCodeOf } from '../../../lib/api/api-error';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useBindReferrer } from '../api/referral-api';

/** For a member who registered without a code: name the friend who invited them. */
export function BindReferrer() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const bind = useBindReferrer(customerId);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    bind.mutate(code.trim());
  };
  return (
    <form className="referral__bind" onSubmit={submit} aria-labelledby="referral-bind-title" noValidate>
      <h3 id="referral-bind-title" className="referral__title">
        {t('referral.bindTitle')}
      </h3>
      <p>{t('referral.bindLine')}</p>
      <div className="referral__bind-row">
        <label className="visually-hidden" htmlFor="referral-bind-code">
          {t('referral.bindLabel')}
        </label>
        <input
          id="referral-bind-code"
          className="field__input"
          name="referralCode"
          value={code}
          maxLength={32}
          autoComplete="off"
          placeholder={t('referral.bindLabel')}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={bind.isError || undefined}
          aria-describedby={bind.isError ? 'referral-bind-error' : undefined}
        />
        <button type="submit" className="button button--primary" disabled={bind.isPending}>
          {t('referral.bindSubmit')}
        </button>
      </div>
      {bind.isError && (
        <div id="referral-bind-error">
          <FormError code={errorCodeOf(bind.error)} />
        </div>
      )}
    </form>
  );
}
