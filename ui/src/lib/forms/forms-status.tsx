import { useTranslation } from 'react-i18next';
import type { FormsReady } from './forms-ready';
import { FormError } from '../../components/form-error';

/**
 * Where a popup's form says it is still fetching the validators and the
 * operator's rules (submit waits for them), or that they failed, with a retry.
 */
export function FormsStatus({ ready }: { ready: FormsReady }) {
  const { t } = useTranslation();
  if (ready.state === 'loading') {
    return (
      <p className="forms-status" role="status">
        <span className="forms-status__spinner" aria-hidden="true" />
        {t('validation.preparing')}
      </p>
    );
  }
  if (ready.state === 'failed') {
    return (
      <div className="forms-status">
        <FormError code={ready.errorCode} />
        <button type="button" className="button button--block" onClick={ready.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}

/** The validators and rules once both are in, else nulls (the form draws its base fields meanwhile). */
export function readyRules(ready: FormsReady) {
  return ready.state === 'ready' ? { forms: ready.forms, settings: ready.settings } : { forms: null, settings: null };
}
