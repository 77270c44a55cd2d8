import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import type { components } from '../../../lib/api/schema';
import { postRepresentativeVerify, useMirrors } from '../api/mirrors-api';

type Check = components['schemas']['RepresentativeCheck'];

/**
 * The mirror list with representative verification (spec section 2, "Other
 * screens"): the site's other addresses, and a check of a contact that someone
 * claiming to represent the site gave the player.
 */
export function MirrorsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeading title={t('support.mirrorsTitle')} icon="globe" />
      <p className="page__lead">{t('support.mirrorsLead')}</p>
      <MirrorList />
      <RepresentativeCheckForm />
    </div>
  );
}

function MirrorList() {
  const { t } = useTranslation();
  const mirrors = useMirrors();
  if (mirrors.isPending) {
    return (
      <p className="support-state" role="status">
        {t('support.loading')}
      </p>
    );
  }
  if (mirrors.isError) {
    return (
      <NoDataView role="alert" icon="refresh" title={t('support.mirrorsFailed')} line={t('support.loadFailedLine')}>
        <button type="button" className="button button--primary" onClick={() => void mirrors.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  if (mirrors.data.length === 0) {
    return <NoDataView icon="globe" title={t('support.mirrorsEmptyTitle')} line={t('support.mirrorsEmptyLine')} />;
  }
  return (
    <ul className="mirror-list" aria-label={t('support.mirrorsTitle')}>
      {mirrors.data.map((m) => (
        <li key={m.url} className="mirror-item">
          <span className="mirror-item__label">{m.label}</span>
          <a href={m.url} target="_blank" rel="noopener noreferrer">
            {m.url}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function RepresentativeCheckForm() {
  const { t } = useTranslation();
  const [contact, setContact] = useState('');
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<{ contact: string; check: Check } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = contact.trim();
    if (typed === '') {
      setError('input_cannot_be_empty');
      return;
    }
    setChecking(true);
    setError(null);
    setAnswer(null);
    const result = await postRepresentativeVerify(typed);
    setChecking(false);
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    setAnswer({ contact: typed, check: result.value });
  };

  return (
    <section className="panel support-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.verifyTitle')}</h2>
      <p>{t('support.verifyLead')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={checking}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('support.verifyContact')}
          </label>
          <input
            id={inputId}
            className="field__input"
            value={contact}
            maxLength={256}
            autoComplete="off"
            placeholder="@panalo_host"
            onChange={(e) => setContact(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={checking}>
          {checking ? t('support.checking') : t('support.verifySubmit')}
        </button>
      </form>
      <div aria-live="polite">
        {error && (
          <p className="form-error" role="alert">
            {error === 'input_cannot_be_empty'
              ? t('validation.messages.input_cannot_be_empty')
              : t(errorMessageKey(error))}
          </p>
        )}
        {answer &&
          (answer.check.verified ? (
            <p className="verify-result verify-result--ok" data-verified="true">
              {t('support.verifiedYes', { contact: answer.contact, name: answer.check.name })}
            </p>
          ) : (
            <p className="verify-result verify-result--no" data-verified="false">
              {t('support.verifiedNo', { contact: answer.contact })}
            </p>
          ))}
      </div>
    </section>
  );
}
