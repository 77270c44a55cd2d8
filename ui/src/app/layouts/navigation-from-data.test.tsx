// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n-instance';
import type { GameLane } from '../../lib/navigation/game-menus';
import { en } from '../../locales/en';
import { readSentRequest } from '../../test/fetch-input';
import { withQueryClient } from '../../test/with-query-client';
import { AppFooter } from './app-footer';
import { HeaderCategoryNav } from './header-category-nav';
import { SideMenu } from './side-menu';

const i18n = createI18n('EN', { EN: en });

const card = (vassalage: string, gameType: GameLane['gameClassify']) => ({
  vassalage,
  name: `${vassalage} Games`,
  gameType,
  maintenance: false,
  gameCount: 10,
});
const LANES: GameLane[] = [
  { code: 'LIVE', title: 'Live', gameClassify: 'LIVE', cards: [card('EVO', 'LIVE')] },
  { code: 'RNG', title: 'Slots', gameClassify: 'RNG', cards: [card('PG', 'RNG'), card('JDB', 'RNG')] },
  {
    code: 'SPORTS',
    title: 'Sports',
    gameClassify: 'SPORTS',
    cards: Array.from({ length: 12 }, (_, i) => card(i === 0 ? 'AV' : `SPORT${i}`, 'SPORTS')),
  },
];

type Answer = { status: number; body: unknown };
const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value } });
const down: Answer = { status: 503, body: { success: false, code: 'service_unavailable', message: 'down' } };

function serve(menus: () => Answer) {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { path } = await readSentRequest(input, init);
    paths.push(path);
    const answer =
      path === '/lgw/games/game_menus'
        ? menus()
        : path === '/wps/system/whitelabel'
          ? ok({ menu: [{ code: 'rng', title: 'Slots', path: '/rng', sort: 1 }] })
          : { status: 404, body: { success: false, code: 'not_found', message: '' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return paths;
}

const renderNav = () =>
  render(
    <I18nextProvider i18n={i18n}>
      {withQueryClient(
        <MemoryRouter>
          <HeaderCategoryNav />
          <SideMenu open onNavigate={() => undefined} />
          <AppFooter />
        </MemoryRouter>,
      )}
    </I18nextProvider>,
  );

const sideLinks = () =>
  within(document.querySelector<HTMLElement>('#side-menu nav')!)
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());

// Rendering the three menus takes seconds on a loaded machine: room beyond vitest's 5 s.
describe('navigation from the catalogue', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows only categories that have vendors, in the operator menu order, in every menu', async () => {
    serve(() => ok({ lanes: LANES }));
    renderNav();
    await screen.findAllByRole('link', { name: 'Slots' });
    const games = sideLinks().slice(sideLinks().indexOf('Home'));
    expect(games.slice(0, 5)).toEqual(['Home', 'Slots', 'Live casino', 'Sports', 'E-sports']);
    expect(screen.queryByRole('link', { name: 'Fishing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bingo' })).toBeNull();
    const footer = within(screen.getByRole('navigation', { name: 'Games' }));
    expect(footer.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Slots',
      'Live casino',
      'Sports',
      'E-sports',
    ]);
    // The footer's vendor logos: the spec's footer vendors the catalogue has.
    expect(
      within(screen.getByRole('region', { name: 'Game providers' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PG', 'JDB']);
    // Cached for the tab in this language (spec section 4).
    expect(JSON.parse(sessionStorage.getItem('gameVendor') ?? '{}')).toMatchObject({ language: 'EN' });
  });

  it('after a failure shows no made-up categories, only home and a retry that loads them', async () => {
    let answer = down;
    serve(() => answer);
    renderNav();
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    expect(sideLinks()).toContain('Home');
    expect(screen.queryByRole('link', { name: 'Slots' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Live casino' })).toBeNull();
    answer = ok({ lanes: LANES });
    fireEvent.click(retries[0]!);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Slots' }).length).toBeGreaterThan(0));
  });

  it('opens a category drop-down by its button, large above 10 vendors, and closes on Escape', async () => {
    serve(() => ok({ lanes: LANES }));
    renderNav();
    const toggle = await screen.findByRole('button', { name: 'Sports providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(false);
    expect(panel.className).toContain('vendor-dropdown--large');
    const vendorLinks = within(panel).getAllByRole('link');
    expect(vendorLinks).toHaveLength(11); // AV went to e-sports
    expect(vendorLinks[0]?.getAttribute('href')).toBe('/sports?vassalage=SPORT1');
    vendorLinks[0]!.focus();
    fireEvent.keyDown(vendorLinks[0]!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    // E-sports has one vendor: the normal layout.
    fireEvent.click(screen.getByRole('button', { name: 'E-sports providers' }));
    expect(document.getElementById('nav-vendors-esports')?.className).toBe('vendor-dropdown');
  });
});
