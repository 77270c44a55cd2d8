import { create } from 'zustand';
import { getCountries, type Country } from '../api/get-countries';

type CountriesState = {
  countries: Country[] | null;
  defaultCountryCode: string;
  errorCode: string | null;
  /** Fetches once per page; a failure may be retried, a success is kept. */
  load: () => Promise<void>;
};

let inFlight: Promise<void> | null = null;

export const useCountriesStore = create<CountriesState>()((set, get) => ({
  countries: null,
  defaultCountryCode: '',
  errorCode: null,
  load: () => {
    if (get().countries) return Promise.resolve();
    if (!inFlight) set({ errorCode: null });
    inFlight ??= getCountries()
      .then((result) => {
        if (result.ok)
          set({ countries: result.value.list, defaultCountryCode: result.value.defaultCountryCode, errorCode: null });
        else set({ errorCode: result.error.code });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

export const selectCountries = (s: CountriesState) => s.countries;
export const selectDefaultCountryCode = (s: CountriesState) => s.defaultCountryCode;
export const selectCountriesError = (s: CountriesState) => s.errorCode;
export const selectLoadCountries = (s: CountriesState) => s.load;
