// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthDialogStore } from '../features/auth/stores/auth-dialog-store';
import { featureFlagsQuery } from '../features/system/api/get-system-features';
import { systemStatusQuery } from '../features/system/api/get-system-status';
import { useTrialNoticeStore } from '../features/trial/stores/trial-notice-store';
import { createQueryClient } from '../lib/api/query-client';
import { createI18n } from '../lib/i18n/i18n-instance';
import { useSessionStore } from '../lib/session/session-store';
import { FEATURES_OFF } from '../lib/site/site-info';
import { en } from '../locales/en';
import { withQueryClient } from '../test/with-query-client';
import { routes } from './router';

function renderAt(path: string) {
  // The session store caches session storage, which each test sets up first.
  useSessionStore.getState().refresh();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // What the system gate has already asked for before any route renders.
  const queryClient = createQueryClient();
  queryClient.setQueryData(systemStatusQuery.queryKey, { systemStatus: 0, ip: '203.0.113.7', customerServiceUrl: '' });
  queryClient.setQueryData(featureFlagsQuery.queryKey, FEATURES_OFF);
  render(
    withQueryClient(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
      queryClient,
    ),
  );
  return router;
}

/** Imports every lazy page's module (calling the routes' lazy functions). */
function importPages(list: readonly RouteObject[]): Promise<unknown>[] {
  return list
    .flatMap((route) => [
      typeof route.lazy === 'function' ? route.lazy() : undefined,
      ...importPages(route.children ?? []),
    ])
    .filter(Boolean) as Promise<unknown>[];
}

describe('routes', () => {
  // Pages and popups are lazy chunks. Their modules' first transform in this
  // runner can take longer than findBy waits, so import them once up front, as a
  // browser with a warm cache would have them.
  beforeAll(async () => {
    // A whole app renders per test (header, lazy page, popups on react-aria); on a
    // loaded two-core runner that takes more than findBy's default second.
    configure({ asyncUtilTimeout: 10_000 });
    await Promise.all([
      ...importPages(routes),
      import('../features/auth/components/auth-dialog-set'),
      import('../features/auth/components/logout-confirm-dialog'),
    ]);
  }, 60_000);

  beforeEach(() => {
    sessionStorage.clear();
    useAuthDialogStore.getState().close();
    useTrialNoticeStore.getState().close();
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(cleanup);

  it('sends a visitor on /member to /login with the login dialog open', async () => {
    const router = renderAt('/member');
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Panalo' });
    expect(router.state.location.pathname).toBe('/login');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog moves focus in an effect, which may run just after it appears.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes the login dialog on Escape and returns to home', async () => {
    const router = renderAt('/login');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Where a key press lands: the focused control inside the dialog.
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a member into /member', async () => {
    sessionStorage.setItem('token', 'abc');
    renderAt('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member center' })).toBeTruthy();
  });

  it('sends a trial player on /member home with the in_need_true_account notice', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('isTrial', 'true');
    const router = renderAt('/member');
    const notice = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(notice.textContent).toContain('Please log in with a real account to use this feature');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a member who is not an agent from /agentHome to /agent', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('isAgent', 'false');
    const router = renderAt('/agentHome');
    await screen.findByRole('heading', { name: 'Agent login' });
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('shows the agent center to an agent', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('isAgent', 'true');
    renderAt('/agentHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
  });

  it('treats /seaLottery and /sealottery as different screens', async () => {
    sessionStorage.setItem('token', 'abc');
    renderAt('/seaLottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'SEA lottery' })).toBeTruthy();
    cleanup();
    renderAt('/sealottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
  });

  it('opens register with the referral code from the query', async () => {
    renderAt('/register?referralCode=ABC123');
    await screen.findByRole('dialog', { name: 'Create your account' });
    expect(useAuthDialogStore.getState().referralCode).toBe('ABC123');
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /terms and conditions/ });
    expect(terms.checked).toBe(true);
  });

  it('shows a not-found view for unknown paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
