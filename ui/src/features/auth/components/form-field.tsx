import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/components/icon';

type FieldProps = {
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input; password fields get a show/hide toggle. */
export function FormField({ label, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input id={id} className="field__input" type={isPassword && revealed ? 'text' : type} {...input} />
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
    </div>
  );
}
