import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/error-message-key';

type Props = {
  label: string;
  symbol: string;
  value: string;
  /** The money rule's refusal (amount_* keys, the server's own), or null. */
  errorCode: string | null;
  onChange: (value: string) => void;
};

/**
 * An amount typed as text ("100" or "100.50"): the page checks it with the
 * shared money rule (wasm) before sending, so the browser refuses exactly what
 * the server would, with the same translated keys.
 */
export function AmountField({ label, symbol, value, errorCode, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const invalid = errorCode !== null;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control amount-field">
        <span className="amount-field__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className="field__input amount-field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {invalid && (
        <p id={messageId} className="field__messages">
          {t(errorMessageKey(errorCode))}
        </p>
      )}
    </div>
  );
}
