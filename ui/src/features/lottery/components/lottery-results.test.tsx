// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { readSentRequest } from '../../../test/fetch-input';
import { withQueryClient } from '../../../test/with-query-client';
import { LotteryResults } from './lottery-results';

const i18n = createI18n('EN', { EN: en });

const NOW = Date.now();

const northDraw = {
  drawId: 41,
  lotteryCode: 'VN_MB',
  scheduledAt: NOW - 3600_000,
  status: 'drawn',
  drawnAt: NOW - 3500_000,
  resultSource: 'operator',
  seedHash: null,
  seed: null,
  voidReason: null,
  tiers: [
    { tier: 'special', digits: 5, numbers: ['01234'] },
    { tier: 'first', digits: 5, numbers: ['56789'] },
    { tier: 'seventh', digits: 2, numbers: ['07', '18', '29', '30'] },
  ],
};

const houseDraw = {
  ...northDraw,
  drawId: 42,
  lotteryCode: 'PO_VN_MB_NHANH',
  resultSource: 'house',
  seedHash: 'a'.repeat(64),
  seed: 'b'.repeat(64),
};

function lobby(regions: unknown[]) {
  return { success: true, value: { prizeMode: 'elottery', serverTime: NOW, regions } };
}

const northRegion = {
  region: 'north',
  lotteries: [
    {
      code: 'VN_MB',
      name: 'Xổ số Miền Bắc',
      region: 'north',
      province: 'Hà Nội',
      format: 'vn_north',
      source: 'operator',
      latest: northDraw,
      next: { drawId: 43, scheduledAt: NOW + 2 * 3600_000 + 5 * 60_000, seedHash: null },
    },
    {
      code: 'PO_VN_MB_NHANH',
      name: 'Panalo Siêu Tốc Miền Bắc',
      region: 'north',
      province: null,
      format: 'vn_north',
      source: 'house',
      latest: houseDraw,
      next: null,
    },
  ],
};

function serve(...answers: { status: number; body: unknown }[]) {
  const sent: string[] = [];
  let call = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push((await readSentRequest(input, init)).url);
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

function renderResults(kind: 'vn' | 'sea' | 'lottery') {
  return render(<I18nextProvider i18n={i18n}>{withQueryClient(<LotteryResults kind={kind} />)}</I18nextProvider>);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LotteryResults', () => {
  it('asks for the page regions and shows each lottery with its opened numbers by tier and the next draw', async () => {
    const sent = serve({ status: 200, body: lobby([northRegion]) });
    renderResults('vn');
    const card = (await screen.findByRole('heading', { name: 'Xổ số Miền Bắc' })).closest('article')!;
    expect(sent[0]).toContain('/lgw/lottery/lobby?region=vn');
    expect(screen.getByRole('heading', { name: 'Northern Vietnam (Miền Bắc)' })).toBeTruthy();
    const rows = within(card).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Special', 'First', 'Seventh']);
    expect(within(rows[0]!).getByText('01234')).toBeTruthy(); // leading zero kept
    expect(
      within(rows[2]!)
        .getAllByText(/^\d\d$/)
        .map((n) => n.textContent),
    ).toEqual(['07', '18', '29', '30']);
    expect(within(card).getByText('Official result')).toBeTruthy();
    expect(within(card).getByText(/^in 2:0[45]:\d\d$/)).toBeTruthy();
    // The house draw shows its published hash and revealed seed.
    const house = screen.getByRole('heading', { name: 'Panalo Siêu Tốc Miền Bắc' }).closest('article')!;
    expect(within(house).getByText('House draw')).toBeTruthy();
    expect(within(house).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(house).getByText('b'.repeat(64))).toBeTruthy();
  });

  it('loads recent results of a lottery on demand, newest first', async () => {
    const page = {
      success: true,
      value: {
        lottery: {
          code: 'VN_MB',
          name: 'Xổ số Miền Bắc',
          region: 'north',
          province: null,
          format: 'vn_north',
          source: 'operator',
        },
        list: [northDraw, { ...northDraw, drawId: 40, status: 'void', tiers: [], voidReason: 'storm' }],
        pageNo: 1,
        pageSize: 5,
        total: 2,
        totalPages: 1,
      },
    };
    const sent = serve({ status: 200, body: lobby([northRegion]) }, { status: 200, body: page });
    renderResults('vn');
    const card = (await screen.findByRole('heading', { name: 'Xổ số Miền Bắc' })).closest('article')!;
    const toggle = within(card).getByRole('button', { name: 'Recent results' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await within(card).findByText('Void: storm')).toBeTruthy();
    expect(sent[1]).toContain('/lgw/lottery/results?lotteryCode=VN_MB&pageNo=1&pageSize=5');
    expect(within(card).getByRole('button', { name: 'Hide recent results' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says so when there are no lotteries, and offers a retry when the lobby fails', async () => {
    serve({ status: 200, body: lobby([]) });
    renderResults('sea');
    expect(await screen.findByText('No lotteries yet')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    const sent = serve(
      { status: 503, body: { success: false, code: 'service_unavailable', message: 'down' } },
      { status: 200, body: lobby([northRegion]) },
    );
    renderResults('lottery');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The results could not be loaded')).toBeTruthy();
    expect(sent[0]).not.toContain('region=');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Xổ số Miền Bắc' })).toBeTruthy();
  });
});
