import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';

type Props = { value: string; errorCode: string | null; onChange: (value: string) => void };

/** The stake as text ("1" or "1.50"), checked with the shared money rule (wasm) before a play. */
export function StakeField({ value, errorCode, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = errorCode !== null;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('originals.stake')}
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          {t(errorMessageKey(errorCode))}
        </p>
      )}
    </div>
  );
}
