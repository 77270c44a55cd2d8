import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/api/error-message-key';

type Props = {
  code: string | null;
  /** The validators refused the request as a whole (the operator's rules are broken). */
  rulesRefused?: boolean;
};

/** Announces a failed submit; the text is the translation of the server's error key. */
export function FormError({ code, rulesRefused = false }: Props) {
  const { t } = useTranslation();
  const text = rulesRefused ? t('validation.rulesUnavailable') : code === null ? '' : t(errorMessageKey(code));
  return (
    <p className="form-error" role="alert" hidden={text === ''}>
      {text}
    </p>
  );
}
