// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountActionsContext, type AccountActions } from '../../../lib/account-actions/account-actions';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { useSessionStore } from '../../../lib/session/session-store';
import { en } from '../../../locales/en';
import { readSentRequest, type SentRequest } from '../../../test/fetch-input';
import { withQueryClient } from '../../../test/with-query-client';
import { RealityCheckReminder } from './reality-check-reminder';
import { ResponsibleGamingPage } from './responsible-gaming-page';

const i18n = createI18n('EN', { EN: en });

type Answer = { status: number; body: unknown };
// Answers by "METHOD path" with the next of its answers (the last one repeats).
function answer(routes: Record<string, Answer[]>) {
  const sent: SentRequest[] = [];
  const counts: Record<string, number> = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readSentRequest(input, init);
    sent.push(request);
    const key = `${request.method} ${request.path}`;
    const list = routes[key];
    if (!list) return new Response('{}', { status: 404 });
    const n = (counts[key] = (counts[key] ?? 0) + 1);
    const chosen = list[Math.min(n - 1, list.length - 1)]!;
    return new Response(JSON.stringify(chosen.body), { status: chosen.status });
  });
  return sent;
}

const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value } });
const noBreak = ok({ playBreak: null, realityCheckMinutes: 0 });
const coolOff = ok({
  playBreak: {
    kind: 'cool_off',
    period: 'cool_off_7d',
    startedAt: '2026-11-24T10:00:00Z',
    endsAt: '2026-12-01T10:00:00Z',
  },
  realityCheckMinutes: 0,
});

const actions = { askLogout: vi.fn() } as unknown as AccountActions;

function renderTree(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountActionsContext.Provider value={actions}>
        <MemoryRouter>{withQueryClient(node)}</MemoryRouter>
      </AccountActionsContext.Provider>
    </I18nextProvider>,
  );
}

function signIn() {
  sessionStorage.setItem('token', 'token-9');
  sessionStorage.setItem('customerId', '9');
  useSessionStore.getState().refresh();
}

describe('ResponsibleGamingPage', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('says it is loading, shows the error with a retry, then the settings', async () => {
    signIn();
    answer({
      'GET /wps/v2/responsible-gaming': [
        { status: 503, body: { success: false, code: 'service_unavailable', message: '' } },
        noBreak,
      ],
    });
    renderTree(<ResponsibleGamingPage />);
    expect(screen.getByText(en.responsible.loading)).toBeTruthy();
    await screen.findByText(en.errors.service_unavailable, undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    await screen.findByText(en.responsible.noBreak);
  });

  it('starts a break only after a confirmation that says it cannot be undone', async () => {
    signIn();
    const sent = answer({
      'GET /wps/v2/responsible-gaming': [noBreak, coolOff],
      'PUT /wps/v2/responsible-gaming/play-break': [coolOff],
    });
    renderTree(<ResponsibleGamingPage />);
    await screen.findByText(en.responsible.noBreak);
    const start = screen.getByRole('button', { name: en.responsible.startBreak });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    fireEvent.click(start);
    await screen.findByRole('dialog', { name: 'Start a break of 7 days?' });
    expect(screen.getByText(en.responsible.confirmCoolOff)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: en.responsible.confirmStart }));
    await screen.findByText(en.errors.cool_off_active);
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put).toMatchObject({ path: '/wps/v2/responsible-gaming/play-break', authorization: 'Bearer token-9' });
    expect(JSON.parse(put.body ?? '')).toEqual({ period: 'cool_off_7d' });
  });

  it('shows why a shorter break is refused', async () => {
    signIn();
    answer({
      'GET /wps/v2/responsible-gaming': [coolOff],
      'PUT /wps/v2/responsible-gaming/play-break': [
        { status: 422, body: { success: false, code: 'play_break_cannot_be_shortened', message: '' } },
      ],
    });
    renderTree(<ResponsibleGamingPage />);
    await screen.findByText(en.errors.cool_off_active);
    fireEvent.click(screen.getByRole('radio', { name: '24 hours' }));
    fireEvent.click(screen.getByRole('button', { name: en.responsible.lengthen }));
    fireEvent.click(await screen.findByRole('button', { name: en.responsible.confirmStart }));
    await screen.findByText(en.errors.play_break_cannot_be_shortened);
  });
});

describe('RealityCheckReminder', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    useSessionStore.getState().refresh();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const report = (next: number | null, profitMinor: number) =>
    ok({
      intervalMinutes: next === null ? 0 : 15,
      sessionStartedAt: '2026-11-24T10:00:00Z',
      sessionSeconds: 3900,
      profitLoss: (profitMinor / 100).toFixed(2),
      profitLossMinor: profitMinor,
      nextReminderInSeconds: next,
    });

  it('waits the time the server names, then shows time and profit with continue and log out', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ 'GET /wps/v2/responsible-gaming/reality-check': [report(30, 0), report(900, -1250)] });
    renderTree(<RealityCheckReminder loadCoreApi={() => Promise.reject(new Error('no wasm here'))} />);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    const dialog = await screen.findByRole('dialog', { name: en.responsible.reminderTitle });
    expect(dialog.textContent).toContain('1 h 5 min');
    expect(dialog.textContent).toContain('-12.50');
    expect(screen.getByRole('link', { name: en.responsible.reminderLink }).getAttribute('href')).toBe(
      '/member?page=responsibleGaming',
    );
    fireEvent.click(screen.getByRole('button', { name: en.common.logout }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions.askLogout).toHaveBeenCalled();
  });

  it('shows nothing while the reminder is off or nobody is signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = answer({ 'GET /wps/v2/responsible-gaming/reality-check': [report(null, 0)] });
    renderTree(<RealityCheckReminder loadCoreApi={() => Promise.reject(new Error('no wasm here'))} />);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent).toHaveLength(0);
    signIn();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
