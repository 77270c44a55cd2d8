// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { useSessionStore } from '../../../lib/session/session-store';
import { MinigameDialog } from './minigame-dialog';

const STATE = '/wps/v2/minigame';
const keyOf = (body: string | null | undefined) =>
  (JSON.parse(body ?? '{}') as { idempotencyKey?: string }).idempotencyKey;
const SPIN = '/wps/v2/minigame/spin';
const HASH = 'a'.repeat(64);

const segments = [
  { position: 0, weight: 3, kind: 'points', amount: '50' },
  { position: 1, weight: 1, kind: 'bonus', amount: '5.00' },
];

function state(overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    period: 'daily',
    timeZone: 'Asia/Manila',
    segments,
    available: true,
    periodKey: 'daily:2026-12-06',
    periodEndsAt: '2026-12-06T16:00:00Z',
    nextAt: null,
    current: null,
    seed: { serverSeedHash: HASH, clientSeed: 'abc', nonce: 0 },
    ...overrides,
  };
}

function spin(overrides: Record<string, unknown> = {}) {
  return {
    spinId: 9,
    periodKey: 'daily:2026-12-06',
    nextAt: '2026-12-06T16:00:00Z',
    segment: 1,
    kind: 'bonus',
    amount: '5.00',
    paid: true,
    serverSeedHash: HASH,
    serverSeed: null,
    clientSeed: 'abc',
    nonce: 0,
    weights: [3, 1],
    createdAt: '2026-12-06T03:00:00Z',
    replayed: false,
    ...overrides,
  };
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('MinigameDialog', () => {
  beforeEach(() => {
    signIn({ isAgent: false });
    reducedMotion(true);
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the prizes with their chances and the fairness commitment, then spins once with a key', async () => {
    let spun = false;
    const sent = fakeApi({
      [`GET ${STATE}`]: () => ok(spun ? state({ available: false, current: spin(), nextAt: spin().nextAt }) : state()),
      [`POST ${SPIN}`]: () => {
        spun = true;
        return ok(spin());
      },
    });
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: en.minigame.title });
    await within(dialog).findByText('50 points');
    expect(within(dialog).getByText('75.0%')).toBeTruthy();
    expect(within(dialog).getByText('25.0%')).toBeTruthy();
    expect(within(dialog).getByText(HASH)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: en.minigame.spin }));
    await within(dialog).findByText('You won 5.00 bonus!');
    const post = sent.find((r) => r.method === 'POST' && r.path === SPIN);
    expect(keyOf(post!.body)).toMatch(/^ui-[0-9a-f]{32}$/);
    expect(post!.authorization).toBe('Bearer token-7');
    // The popup's state is asked afresh: the next spin's time shows.
    await within(dialog).findByText(/^Next spin from/);
  });

  it('translates a refusal and shows when the next spin opens', async () => {
    fakeApi({
      [`GET ${STATE}`]: ok(state()),
      [`POST ${SPIN}`]: {
        status: 409,
        body: { success: false, code: 'minigame_already_spun', message: 'x', data: { nextAt: '2026-12-06T16:00:00Z' } },
      },
    });
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: en.minigame.title });
    fireEvent.click(await within(dialog).findByRole('button', { name: en.minigame.spin }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(en.errors.minigame_already_spun);
    expect(within(dialog).getByText(/^Next spin from/)).toBeTruthy();
  });

  it('keeps the key of a spin whose answer was lost, so the retry cannot spin twice', async () => {
    let calls = 0;
    const sent = fakeApi({
      [`GET ${STATE}`]: ok(state()),
      [`POST ${SPIN}`]: () => (++calls === 1 ? 'offline' : ok(spin({ replayed: true }))),
    });
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: en.minigame.title });
    const button = await within(dialog).findByRole('button', { name: en.minigame.spin });
    fireEvent.click(button);
    await within(dialog).findByRole('alert');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await within(dialog).findByText('You won 5.00 bonus!');
    const keys = sent.filter((r) => r.path === SPIN).map((r) => keyOf(r.body));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says when the wheel is closed', async () => {
    fakeApi({ [`GET ${STATE}`]: ok(state({ enabled: false, available: false })) });
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    expect(await screen.findByText(en.minigame.closedTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.minigame.spin })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    let failing = true;
    fakeApi({ [`GET ${STATE}`]: () => (failing ? fail(503, 'service_unavailable') : ok(state())) });
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    const retry = await screen.findByRole('button', { name: en.common.retry });
    expect(screen.getByText(en.minigame.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: en.minigame.spin })).toBeTruthy();
  });

  it('explains to a trial player that the spin needs a real account, without asking the server', async () => {
    sessionStorage.setItem('isTrial', 'true');
    useSessionStore.getState().refresh();
    const sent = fakeApi({});
    renderInApp(<MinigameDialog open onClose={() => undefined} />);
    expect(await screen.findByText(en.minigame.trialTitle)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
