import { describe, expectTypeOf, it } from 'vitest';
import { apiSealedRequest } from '../crypto/sealed-request';
import { toApiResult } from './api-result';
import { createApiClient } from './client';
import type { ApiResult } from './envelope';
import type { components } from './schema';

// Compile-time checks, enforced by `tsc -b` (npm run build): each @ts-expect-error
// line must fail to type-check, or the build fails. The calls are never made.
const client = createApiClient({ baseUrl: 'http://panalo.test', fetch: async () => new Response('{}') });
type Schemas = components['schemas'];

describe('calls are typed by the contract', () => {
  it('infers the answer from the path', () => {
    const countries = () => toApiResult(client.GET('/wps/system/countries'));
    expectTypeOf(countries).returns.resolves.toEqualTypeOf<ApiResult<Schemas['CountryList']>>();
    const login = () =>
      apiSealedRequest('POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: '9',
        countryDialingCode: '63',
        verificationCode: '1',
      });
    expectTypeOf(login).returns.resolves.toEqualTypeOf<ApiResult<Schemas['LoginValue']>>();
  });

  it('refuses paths, parameters and bodies the contract does not have', () => {
    expectTypeOf(() => {
      // @ts-expect-error: no such path
      void client.GET('/wps/system/countrys');
      // @ts-expect-error: the registration SMS call names the number mobileNo
      void client.POST('/wps/verification/sms/register', { body: { mobileNum: '9', countryDialingCode: '63' } });
      // @ts-expect-error: code is a required query parameter
      void client.GET('/wps/agent/affiliate', { params: { query: { domain: 'panalo.test' } } });
      // @ts-expect-error: a sealed call's payload is checked too (misspelt password)
      void apiSealedRequest('POST', '/wps/session/login', { type: 'username', username: 'juan', pasword: 'x' });
      // @ts-expect-error: the password change carries all three fields
      void apiSealedRequest('POST', '/wps/member/password', { oldPassword: 'x' });
      // @ts-expect-error: captcha is not a sealed operation
      void apiSealedRequest('POST', '/wps/captcha', {});
    }).toBeFunction();
  });
});
