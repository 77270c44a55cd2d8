import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useCountries, type Country } from '../api/get-countries';

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
  const query = useCountries();
  const [chosen, setChosen] = useState(preferred);
  const countries = query.data?.list ?? null;

  return {
    countries,
    selected: query.data ? chooseCountry(query.data.list, chosen, query.data.defaultCountryCode) : null,
    select: setChosen,
    // A retry shows "loading" again rather than the previous failure.
    errorCode: query.isError && !query.isFetching ? errorCodeOf(query.error) : null,
    retry: () => void query.refetch(),
  };
}
