// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { sentUrl } from '../../../test/fetch-input';
import { instantiateForms } from '../../../test/instantiate-forms';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '../../../lib/api/contract-types';
import { createQueryClient } from '../../../lib/api/query-client';
import { FEATURES_OFF, SiteInfoContext } from '../../../lib/site/site-info';
import { withQueryClient } from '../../../test/with-query-client';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

// The rules the demo database serves (sql/migrations/0003_registration_settings.sql).
const SETTINGS = {
  fields: {
    username: { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 },
    password: { minLength: 8, maxLength: 64 },
    email: { enabled: true, required: false, kind: 'email' },
  },
  smsVerification: false,
  minimumAge: 21,
};

function answerSettings(settings: object = SETTINGS) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = sentUrl(input);
    if (url.endsWith('/wps/system/setting/register')) {
      return new Response(JSON.stringify({ success: true, value: settings }), { status: 200 });
    }
    return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
  });
}

// A fresh cache per test: every test asks for the settings afresh.
let queryClient: QueryClient;

function renderIn(language: string, dialog: React.ReactNode, features: FeatureFlags = FEATURES_OFF) {
  render(
    withQueryClient(
      <I18nextProvider i18n={createI18n(language, { EN: en })}>
        <SiteInfoContext value={{ features, customerServiceUrl: '' }}>
          <MemoryRouter>{dialog}</MemoryRouter>
        </SiteInfoContext>
      </I18nextProvider>,
      queryClient,
    ),
  );
}

const noop = () => {};

describe('auth popups validate through the wasm validators', () => {
  beforeEach(() => {
    queryClient = createQueryClient();
    answerSettings();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  async function openMobileTab(mobilePassword: boolean) {
    vi.restoreAllMocks();
    answerSettings({ ...SETTINGS, mobilePassword });
    renderIn(
      'EN',
      <RegisterDialog open onClose={noop} onSwitchToLogin={noop} onOpenTerms={noop} loadFormsApi={instantiateForms} />,
      { ...FEATURES_OFF, MOBILENUMREG3: true },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('button', { name: 'Create account' });
    await waitFor(() => expect(document.querySelector('.forms-status')).toBeNull());
  }

  it('register by mobile without a password: the shared rules ask for the SMS code instead', async () => {
    await openMobileTab(false);
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/No password needed/)).toBeTruthy();
  });

  it('register by mobile with MOBILENUMPASSREG3: a password and no code (REGMOBVERF3 off)', async () => {
    await openMobileTab(true);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('register: a bad username shows the translated message on blur, marked and described', async () => {
    renderIn(
      'EN',
      <RegisterDialog open onClose={noop} onSwitchToLogin={noop} onOpenTerms={noop} loadFormsApi={instantiateForms} />,
    );
    const username = await screen.findByLabelText('Username');
    fireEvent.change(username, { target: { value: '1bad' } });
    fireEvent.blur(username);
    const message = await screen.findByText('Account format incorrect');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toBe(message.closest('ul')?.id);
    // Fields not reached yet stay quiet.
    expect(screen.queryByText('Input cannot be empty')).toBeNull();
    // The operator enabled e-mail, so it is shown; other optional fields are not.
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByLabelText('QQ number')).toBeNull();
  });

  it('register: unchecking the terms blocks the submit with the error; age uses minimumAge', async () => {
    renderIn(
      'EN',
      <RegisterDialog open onClose={noop} onSwitchToLogin={noop} onOpenTerms={noop} loadFormsApi={instantiateForms} />,
    );
    const terms = await screen.findByRole<HTMLInputElement>('checkbox', { name: /terms and conditions/ });
    expect(terms.checked).toBe(true);
    fireEvent.click(terms);
    await screen.findByText('You must accept the terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Please confirm you are 21 years old');
    // Submit was blocked: focus went to the first invalid field and nothing was sent.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => sentUrl(input));
    expect(calls.some((url) => url.includes('/wps/member/register'))).toBe(false);
  });

  it('login: Tagalog message on blur of an empty password', async () => {
    renderIn(
      'TY',
      <LoginDialog
        open
        onClose={noop}
        onSwitchToRegister={noop}
        onForgotPassword={noop}
        loadFormsApi={instantiateForms}
      />,
    );
    const password = await screen.findByLabelText('Password');
    fireEvent.blur(password);
    expect(await screen.findByText('Hindi maaaring walang laman')).toBeTruthy();
  });

  it('change password: the length range message carries its parameters', async () => {
    renderIn(
      'EN',
      <ChangePasswordDialog
        open
        onClose={noop}
        reason="expired"
        username="player01"
        knownOldPassword=""
        loadFormsApi={instantiateForms}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your password has expired: set a new one' })).toBeTruthy();
    const next = await screen.findByLabelText('New password');
    fireEvent.change(next, { target: { value: 'short' } });
    fireEvent.blur(next);
    expect(await screen.findByText('Password must be 8 to 64 characters')).toBeTruthy();
  });
});
