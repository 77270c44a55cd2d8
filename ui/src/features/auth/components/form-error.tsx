import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';

/** Announces a failed submit; the text is the translation of the server's error key. */
export function FormError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="form-error" role="alert" hidden={code === null}>
      {code === null ? '' : t(errorMessageKey(code))}
    </p>
  );
}
