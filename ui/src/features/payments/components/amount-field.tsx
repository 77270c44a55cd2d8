import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';

type Props = {
  label: string;
  /** A line under the field (the allowed range). */
  hint?: string;
  /** The error key the money rule or a bound refused the text with. */
  error: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A money input: decimal keyboard on phones, the refusal translated under it. */
export function AmountField({ label, hint, error, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={described || undefined}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__messages">
          {t(errorMessageKey(error))}
        </p>
      )}
    </div>
  );
}
