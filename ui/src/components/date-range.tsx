import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { from: string; to: string; onChange: (from: string, to: string) => void };

/** Two native date fields (local days, both inclusive); "to" cannot be set before "from". */
export function DateRange({ from, to, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field records__field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('records.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="field__input"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange(event.target.value, to)}
        />
      </div>
      <div className="field records__field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('records.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="field__input"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange(from, event.target.value)}
        />
      </div>
    </>
  );
}
