import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AccountActionsContext, type AccountActions } from '../lib/account-actions/account-actions';
import { createQueryClient } from '../lib/api/query-client';
import { createI18n } from '../lib/i18n/i18n-instance';
import { useSessionStore } from '../lib/session/session-store';
import { FEATURES_OFF, SiteInfoContext } from '../lib/site/site-info';
import { en } from '../locales/en';
import { withQueryClient } from './with-query-client';

/** Account actions that only record their calls (the auth feature is not under test). */
export function stubAccountActions(): AccountActions {
  return {
    openLogin: vi.fn(),
    openRegister: vi.fn(),
    askLogout: vi.fn(),
    changePassword: vi.fn(),
    setPassword: vi.fn(),
    requireRealAccount: vi.fn(() => true),
    preloadAuthDialogs: vi.fn(),
    preloadLogoutConfirm: vi.fn(),
  };
}

/** A logged-in session as the login leaves it in session storage (start-session.ts). */
export function signIn({ isAgent = true, token = 'token-7', customerId = '7', nickname = 'Agent Rosa' } = {}) {
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('customerId', customerId);
  sessionStorage.setItem('nickname', nickname);
  sessionStorage.setItem('account', 'rosa01');
  sessionStorage.setItem('isAgent', isAgent ? 'true' : 'false');
  useSessionStore.getState().refresh();
}

type Options = { path?: string; customerServiceUrl?: string; queryClient?: QueryClient };

/**
 * Renders a page with what the app provides around it: English, a fresh query
 * cache, a router at `path`, the site info and stubbed account actions.
 */
export function renderInApp(node: ReactNode, options: Options = {}) {
  const actions = stubAccountActions();
  const queryClient = options.queryClient ?? createQueryClient();
  const view = render(
    withQueryClient(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <SiteInfoContext value={{ features: FEATURES_OFF, customerServiceUrl: options.customerServiceUrl ?? '' }}>
          <AccountActionsContext value={actions}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{node}</MemoryRouter>
          </AccountActionsContext>
        </SiteInfoContext>
      </I18nextProvider>,
      queryClient,
    ),
  );
  return { ...view, actions, queryClient };
}
