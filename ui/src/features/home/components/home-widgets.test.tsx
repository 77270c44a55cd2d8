// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountActionsContext, type AccountActions } from '../../../lib/account-actions/account-actions';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { readSentRequest } from '../../../test/fetch-input';
import { withQueryClient } from '../../../test/with-query-client';
import { HomeGameMenu } from './home-game-menu';
import { JackpotTicker } from './jackpot-ticker';
import { WinnerBoard } from './winner-board';

const i18n = createI18n('EN', { EN: en });

function renderTree(node: ReactNode, actions: Partial<AccountActions> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountActionsContext.Provider value={actions as AccountActions}>
        <MemoryRouter>{withQueryClient(node)}</MemoryRouter>
      </AccountActionsContext.Provider>
    </I18nextProvider>,
  );
}

const record = (id: number, winAmount: string) => ({
  recordId: id,
  iconUrl: '/wps/games/icon?vendor=PG&gameCode=x',
  gameName: `Game ${id}`,
  customerName: `pl***${id}`,
  winAmount,
});

function serveBoard(answer: { status: number; body: unknown }) {
  const sent: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push((await readSentRequest(input, init)).url);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WinnerBoard', () => {
  it('asks for 20, shows the biggest wins first, 2 a slide, moving every 3 s and holding while hovered', async () => {
    const list = [
      record(1, '15.00'),
      record(2, '1200.50'),
      record(3, '99.99'),
      record(4, '1200.05'),
      record(5, '7.10'),
    ];
    const sent = serveBoard({ status: 200, body: { success: true, value: { list } } });
    renderTree(<WinnerBoard language="EN" />);
    await screen.findByRole('button', { name: 'Next winners' });
    const slides = [...document.querySelectorAll<HTMLElement>('.winner-board__slide')];
    expect(sent[0]).toContain('limitNum=20');
    expect(slides).toHaveLength(3);
    // Only the slide on show is in the accessibility tree.
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(
      within(slides[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['pl***2Game 2won 1200.50', 'pl***4Game 4won 1200.05']);
    const board = document.querySelector<HTMLElement>('.winner-board')!;
    expect(board.dataset.slide).toBe('0');
    vi.useFakeTimers();
    // Re-arm the interval under fake timers.
    fireEvent.mouseEnter(board);
    fireEvent.mouseLeave(board);
    act(() => void vi.advanceTimersByTime(3000));
    expect(board.dataset.slide).toBe('1');
    fireEvent.mouseEnter(board);
    act(() => void vi.advanceTimersByTime(9000));
    expect(board.dataset.slide).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Next winners' }));
    expect(board.dataset.slide).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Next winners' }));
    expect(board.dataset.slide).toBe('0');
  }, 20_000);

  it('shows an empty state without records', async () => {
    serveBoard({ status: 200, body: { success: true, value: { list: [] } } });
    renderTree(<WinnerBoard language="EN" />);
    expect(await screen.findByText('No winners yet')).toBeTruthy();
  });

  it('shows a failure with a retry when the route is missing, and no winners', async () => {
    serveBoard({ status: 404, body: { success: false, code: 'not_found', message: '' } });
    renderTree(<WinnerBoard language="EN" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.querySelectorAll('.winner-card')).toHaveLength(0);
  });
});

describe('HomeGameMenu', () => {
  it('FAV logged out goes back to HOME and opens login', () => {
    const openLogin = vi.fn();
    const onSelect = vi.fn();
    renderTree(
      <HomeGameMenu
        selected="hot"
        onSelect={onSelect}
        nav={{ categories: [], failed: false, retry: () => undefined, prizeMode: null }}
      />,
      { openLogin },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(onSelect).toHaveBeenCalledWith('home');
    expect(openLogin).toHaveBeenCalledTimes(1);
  });
});

describe('JackpotTicker', () => {
  it('rises 165.11 every 3 s from its base and links to /rng', () => {
    vi.useFakeTimers();
    renderTree(<JackpotTicker />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/rng');
    expect(document.querySelector('.jackpot__figure')?.textContent).toBe('1,000,000.00');
    act(() => void vi.advanceTimersByTime(3000));
    expect(document.querySelector('.jackpot__figure')?.textContent).toBe('1,000,165.11');
    act(() => void vi.advanceTimersByTime(6000));
    expect(document.querySelector('.jackpot__figure')?.textContent).toBe('1,000,495.33');
  });
});
