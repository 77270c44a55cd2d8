// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountActionsContext, type AccountActions } from '../../../lib/account-actions/account-actions';
import { useGameUiStore } from '../../../lib/games/game-ui-store';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { useSessionStore } from '../../../lib/session/session-store';
import { en } from '../../../locales/en';
import { readSentRequest, type SentRequest } from '../../../test/fetch-input';
import { withQueryClient } from '../../../test/with-query-client';
import { PvpRooms } from './pvp-rooms';

const i18n = createI18n('EN', { EN: en });

const room = (roomId: number, name: string, occupied: number, seats: number, extra: object = {}) => ({
  roomId,
  name,
  stake: 1000,
  stakeText: '10.00',
  seats,
  occupied,
  status: occupied >= seats ? 'full' : 'open',
  seated: false,
  game: { nodeId: 7, vassalage: 'BGS', gameCode: 'BGS-0001', gameName: 'Tongits Royale', iconUrl: '/wps/games/icon?x' },
  ...extra,
});

const launch = {
  url: 'https://pvp.example/play?token=t&game=BGS-0001',
  openMode: 'iframe',
  demo: false,
  nodeId: 7,
  vassalage: 'BGS',
  gameCode: 'BGS-0001',
  gameType: 'PVP',
};

function serve(route: (request: SentRequest) => { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readSentRequest(input, init);
    sent.push(request);
    const answer = route(request);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

function renderRooms(actions: Partial<AccountActions> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountActionsContext.Provider value={actions as AccountActions}>
        <MemoryRouter initialEntries={['/pvp']}>
          {withQueryClient(
            <Routes>
              <Route path="/pvp" element={<PvpRooms />} />
              <Route path="/seamless" element={<p>game frame</p>} />
            </Routes>,
          )}
        </MemoryRouter>
      </AccountActionsContext.Provider>
    </I18nextProvider>,
  );
}

function logIn(trial = false) {
  sessionStorage.setItem('token', 'token-1');
  sessionStorage.setItem('customerId', '9');
  if (trial) sessionStorage.setItem('isTrial', 'true');
  useSessionStore.getState().refresh();
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().refresh();
  useGameUiStore.setState({ frameUrl: null, noticeKey: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PvpRooms', () => {
  it('shows each room with its game, stake and seats; a full room cannot be joined', async () => {
    serve(() => ({
      status: 200,
      body: { success: true, value: { list: [room(1, 'Beginners', 1, 4), room(2, 'Heads-up', 2, 2)] } },
    }));
    renderRooms();
    const open = (await screen.findByText('Beginners')).closest('li')!;
    expect(within(open).getByText('Tongits Royale')).toBeTruthy();
    expect(within(open).getByText('10.00')).toBeTruthy();
    expect(within(open).getByText('1 of 4 taken')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Join Beginners: Tongits Royale' })).toBeTruthy();
    const full = screen.getByText('Heads-up').closest('li')!;
    expect(within(full).getByRole<HTMLButtonElement>('button', { name: 'Full' }).disabled).toBe(true);
  });

  it('joins with the session token and opens the launch in the game frame', async () => {
    logIn();
    const sent = serve((request) =>
      request.path === '/wps/pvp/rooms/join'
        ? {
            status: 200,
            body: { success: true, value: { room: room(1, 'Beginners', 2, 4, { seated: true }), launch } },
          }
        : { status: 200, body: { success: true, value: { list: [room(1, 'Beginners', 1, 4)] } } },
    );
    renderRooms();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Beginners: Tongits Royale' }));
    expect(await screen.findByText('game frame')).toBeTruthy();
    expect(useGameUiStore.getState().frameUrl).toBe(launch.url);
    const join = sent.find((r) => r.path === '/wps/pvp/rooms/join')!;
    expect(join.method).toBe('POST');
    expect(join.authorization).toBe('Bearer token-1');
    expect(JSON.parse(join.body!)).toEqual({ roomId: 1, language: 'EN' });
  });

  it('shows a refusal translated, asks visitors to log in and trial accounts for a real one', async () => {
    logIn();
    serve((request) =>
      request.path === '/wps/pvp/rooms/join'
        ? { status: 409, body: { success: false, code: 'pvp_room_full', message: 'full' } }
        : { status: 200, body: { success: true, value: { list: [room(1, 'Beginners', 3, 4)] } } },
    );
    renderRooms();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Beginners: Tongits Royale' }));
    await waitFor(() => expect(useGameUiStore.getState().noticeKey).toBe('errors.pvp_room_full'));
    expect(useGameUiStore.getState().frameUrl).toBeNull();
    cleanup();
    vi.restoreAllMocks();

    sessionStorage.clear();
    useSessionStore.getState().refresh();
    const openLogin = vi.fn();
    const sent = serve(() => ({ status: 200, body: { success: true, value: { list: [room(1, 'Beginners', 0, 4)] } } }));
    renderRooms({ openLogin });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Beginners: Tongits Royale' }));
    expect(openLogin).toHaveBeenCalledOnce();
    cleanup();

    logIn(true);
    const requireRealAccount = vi.fn(() => false);
    renderRooms({ requireRealAccount });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Beginners: Tongits Royale' }));
    expect(requireRealAccount).toHaveBeenCalledOnce();
    expect(sent.some((r) => r.path === '/wps/pvp/rooms/join')).toBe(false);
  });

  it('says so when no room is open and offers a retry when the list fails', async () => {
    serve(() => ({ status: 200, body: { success: true, value: { list: [] } } }));
    renderRooms();
    expect(await screen.findByText('No rooms open')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    serve(() => ({ status: 503, body: { success: false, code: 'service_unavailable', message: 'x' } }));
    renderRooms();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The rooms could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
