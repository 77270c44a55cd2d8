// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountActionsContext, type AccountActions } from '../account-actions/account-actions';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useSessionStore } from '../session/session-store';
import { readSentRequest, type SentRequest } from '../../test/fetch-input';
import type { Game } from './games-api';
import { useGameUiStore } from './game-ui-store';
import { useFavouriteToggle } from './use-favourite-toggle';

const game = (nodeId: number): Game => ({
  nodeId,
  vassalage: 'PG',
  gameCode: `PG-${nodeId}`,
  gameType: 'RNG',
  gameClassify: 'slots',
  isGame: 1,
  gameName: `Game ${nodeId}`,
  displayName: `Game ${nodeId}`,
  iconUrl: '/icon',
  lagerIcon: '',
  isHot: 0,
  supportPlay: 1,
  maintenance: false,
  createdAt: 0,
});

let time = 1_000_000;
let allowed = true;
const openLogin = vi.fn();

function setup(answer: { status: number; body: unknown }) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.favoriteIds('7'), [5]);
  client.setQueryData(queryKeys.favoriteGames('7'), [game(5)]);
  const sent: SentRequest[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readSentRequest(input, init));
    await gate;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  const actions = {
    requireRealAccount: () => {
      if (!allowed) openLogin();
      return allowed;
    },
  } as unknown as AccountActions;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AccountActionsContext.Provider value={actions}>{children}</AccountActionsContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useFavouriteToggle(), { wrapper });
  return { client, sent, release, toggle: hook.result.current };
}

describe('useFavouriteToggle', () => {
  beforeEach(() => {
    // Each test starts well past the previous one's throttle window.
    time += 5_000;
    vi.spyOn(Date, 'now').mockImplementation(() => time);
    useSessionStore.setState({ isLogin: true, isTrial: false, customerId: '7' });
    useGameUiStore.setState({ noticeKey: null });
    allowed = true;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    openLogin.mockReset();
  });

  it('adds an absent game at once, before the server answers', async () => {
    const { client, sent, release, toggle } = setup({
      status: 200,
      body: { success: true, value: { nodeId: 9, changed: true } },
    });
    act(() => toggle(game(9)));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([9, 5]);
    expect(client.getQueryData<Game[]>(queryKeys.favoriteGames('7'))?.map((g) => g.nodeId)).toEqual([9, 5]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/wps/relay/GCS_favorites' });
    expect(JSON.parse(sent[0]!.body!)).toEqual({ nodeId: 9, vendor: 'PG', gameType: 'RNG' });
    release();
    await waitFor(() => expect(client.getQueryState(queryKeys.favoriteGames('7'))?.isInvalidated).toBe(true));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([9, 5]);
  });

  it('removes a present game, and puts it back with the translated error when the server refuses', async () => {
    const { client, sent, release, toggle } = setup({
      status: 404,
      body: { success: false, code: 'game_not_found', message: 'no such game' },
    });
    act(() => toggle(game(5)));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([]);
    expect(client.getQueryData(queryKeys.favoriteGames('7'))).toEqual([]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/wps/relay/GCS_favorites' });
    release();
    await waitFor(() => expect(useGameUiStore.getState().noticeKey).toBe('errors.game_not_found'));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([5]);
    expect(client.getQueryData<Game[]>(queryKeys.favoriteGames('7'))?.map((g) => g.nodeId)).toEqual([5]);
  });

  it('drops a second click within 1000 ms, the first counting', async () => {
    const { client, sent, release, toggle } = setup({
      status: 200,
      body: { success: true, value: { nodeId: 9, changed: true } },
    });
    act(() => toggle(game(9)));
    time += 999;
    act(() => toggle(game(9)));
    act(() => toggle(game(3)));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([9, 5]);
    release();
    await waitFor(() => expect(sent).toHaveLength(1));
    time += 1;
    act(() => toggle(game(9)));
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([5]);
  });

  it('asks a visitor to log in and changes nothing', () => {
    allowed = false;
    const { client, sent, toggle } = setup({ status: 200, body: {} });
    act(() => toggle(game(9)));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(queryKeys.favoriteIds('7'))).toEqual([5]);
    expect(sent).toHaveLength(0);
  });
});
