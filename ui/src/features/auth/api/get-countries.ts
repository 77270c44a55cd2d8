import { apiGet } from '../../../lib/api/client';

export type Country = { countryCode: string; countryDialingCode: string; name: string };
export type CountryList = { list: Country[]; defaultCountryCode: string };

// GET /wps/system/countries: the dialing codes the site accepts.
export function getCountries(signal?: AbortSignal) {
  return apiGet<CountryList>('/wps/system/countries', signal ? { signal } : {});
}
