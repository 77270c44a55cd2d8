import { useEffect, useState } from 'react';
import type { Country } from '../api/get-countries';
import {
  selectCountries,
  selectCountriesError,
  selectDefaultCountryCode,
  selectLoadCountries,
  useCountriesStore,
} from '../stores/countries-store';

export type SelectedCountry = {
  countries: Country[] | null;
  /** Null until the list is in (or when it is empty). */
  selected: Country | null;
  select: (countryCode: string) => void;
  errorCode: string | null;
  retry: () => void;
};

/** Picks `preferred` when the list has it, else the server's default, else the first entry. */
export function chooseCountry(countries: readonly Country[], chosen: string, defaultCode: string): Country | null {
  return (
    countries.find((c) => c.countryCode === chosen) ??
    countries.find((c) => c.countryCode === defaultCode) ??
    countries[0] ??
    null
  );
}

/** The country list (fetched once per page) and the one this form uses. */
export function useSelectedCountry(preferred = ''): SelectedCountry {
  const countries = useCountriesStore(selectCountries);
  const defaultCode = useCountriesStore(selectDefaultCountryCode);
  const errorCode = useCountriesStore(selectCountriesError);
  const load = useCountriesStore(selectLoadCountries);
  const [chosen, setChosen] = useState(preferred);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    countries,
    selected: countries ? chooseCountry(countries, chosen, defaultCode) : null,
    select: setChosen,
    errorCode: countries ? null : errorCode,
    retry: () => void load(),
  };
}
