import { useTranslation } from 'react-i18next';
import type { Country } from '../api/get-countries';
import { flagEmoji } from '../lib/flag-emoji';

type Props = {
  countries: readonly Country[] | null;
  value: string;
  onChange: (countryCode: string) => void;
  id?: string;
};

/**
 * The country dialing-code selector (spec section 2, forgot-password popup):
 * a native select, so keyboards, screen readers and phones get their own
 * list; each option reads "flag +code name". Until the list is in it is a
 * disabled placeholder rather than a guess.
 */
export function CountryDialingSelect({ countries, value, onChange, id }: Props) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="field__input dialing-select"
      aria-label={t('verification.dialingCode')}
      value={countries ? value : ''}
      disabled={!countries || countries.length === 0}
      onChange={(event) => onChange(event.target.value)}
    >
      {!countries && <option value="">{t('verification.dialingCodeLoading')}</option>}
      {countries?.map((country) => (
        <option key={country.countryCode} value={country.countryCode}>
          {`${flagEmoji(country.countryCode)} +${country.countryDialingCode} ${country.name}`.trim()}
        </option>
      ))}
    </select>
  );
}
