import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../lib/api/envelope';
import { describeLoginFailure } from '../session/login-failure';

type Props = { failure: ApiFailure | null; rulesRefused?: boolean };

/** Announces a failed login: the translated key, with the wait named for too_many_requests. */
export function LoginFailureMessage({ failure, rulesRefused = false }: Props) {
  const { t } = useTranslation();
  let text = '';
  if (rulesRefused) text = t('validation.rulesUnavailable');
  else if (failure) {
    const described = describeLoginFailure(failure);
    text = 'values' in described ? t(described.key, described.values) : t(described.key);
  }
  return (
    <p className="form-error" role="alert" hidden={text === ''}>
      {text}
    </p>
  );
}
