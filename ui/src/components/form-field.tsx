import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import type { FieldMessage } from '../lib/wasm/forms-api';
import { FieldMessages } from './field-messages';

type FieldProps = {
  label: string;
  /** The validators' messages for this field; any message marks it invalid. */
  messages?: readonly FieldMessage[];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its validation messages; password fields get a show/hide toggle. */
export function FormField({ label, type = 'text', messages = [], ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const messagesId = `${id}-messages`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const invalid = messages.length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={invalid}
          aria-describedby={invalid ? messagesId : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            aria-label={t('auth.showPassword')}
            title={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={() => setRevealed((v) => !v)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </button>
        )}
      </div>
      <FieldMessages id={messagesId} messages={messages} />
    </div>
  );
}
