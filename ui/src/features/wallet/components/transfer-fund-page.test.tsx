// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { en } from '../../../locales/en';
import { readSentRequest, type SentRequest } from '../../../test/fetch-input';
import { instantiateCore } from '../../../test/instantiate-core';
import { withQueryClient } from '../../../test/with-query-client';
import { TransferFundPage } from './transfer-fund-page';

const i18n = createI18n('EN', { EN: en });

function balanceValue(main: number, pg: number) {
  const text = (minor: number) => (minor / 100).toFixed(2);
  return {
    balance: text(main),
    balanceMinor: main,
    totalBalance: text(main + pg),
    totalBalanceMinor: main + pg,
    currencySymbol: '\u20b1',
    wallets: [
      { vendor: 'PG', name: 'PG Soft', balance: text(pg), balanceMinor: pg },
      { vendor: 'JDB', name: 'JDB Gaming', balance: '0.00', balanceMinor: 0 },
    ],
  };
}

type Answer = { status: number; body: unknown } | 'lost';

// Routes by path: the balance answers come from `balances` in turn (the last
// repeats), transfers from `transfers` in turn; the merchant mode is fixed.
function serve(options: { single?: boolean; balances: unknown[]; transfers?: Answer[] }) {
  const sent: SentRequest[] = [];
  let balanceCalls = 0;
  let transferCalls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readSentRequest(input, init);
    sent.push(request);
    const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
    if (request.path === '/wps/v2/wallets/merchant') return ok({ isSingle: options.single ?? false });
    if (request.path === '/wps/v2/wallets/balance') {
      const value = options.balances[Math.min(balanceCalls++, options.balances.length - 1)];
      return ok(value);
    }
    const answer = options.transfers?.[transferCalls++] ?? 'lost';
    if (answer === 'lost') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

type SentTransfer = { transferType: string; vendor?: string; amount?: string; idempotencyKey: string };

const transfers = (sent: SentRequest[]): SentTransfer[] =>
  sent.filter((r) => r.path === '/wps/relay/GCS_walletTransfer').map((r) => JSON.parse(r.body ?? '{}') as SentTransfer);

describe('TransferFundPage', () => {
  let core: CoreApi;
  beforeAll(async () => {
    core = await instantiateCore();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  const renderPage = () =>
    render(
      <I18nextProvider i18n={i18n}>
        {withQueryClient(<TransferFundPage loadCoreApi={() => Promise.resolve(core)} />)}
      </I18nextProvider>,
    );

  it('shows the main wallet and every game wallet through the money rule', async () => {
    sessionStorage.setItem('token', 'token-1');
    serve({ balances: [balanceValue(123456, 2050)] });
    renderPage();
    expect(screen.getByText(en.walletTransfer.loading)).toBeTruthy();
    await screen.findByText('1,234.56');
    const pg = document.querySelector('.wallet-row[data-vendor="PG"]');
    expect(pg?.textContent).toContain('PG Soft');
    expect(pg?.textContent).toContain('20.50');
    expect(screen.getByText('\u20b11,255.06')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All in: move the whole main wallet to JDB Gaming' })).toBeTruthy();
  });

  it('refuses an amount the money rule refuses without asking the server', async () => {
    const sent = serve({ balances: [balanceValue(10000, 0)] });
    renderPage();
    await screen.findByText('100.00');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(en.errors.amount_too_many_decimals);
    expect(transfers(sent)).toHaveLength(0);
  });

  it('resends a transfer whose answer was lost with the same key, then refreshes the balance', async () => {
    const sent = serve({
      balances: [balanceValue(10000, 0), balanceValue(10000, 0), balanceValue(7000, 3000)],
      transfers: [
        'lost',
        {
          status: 200,
          body: {
            success: true,
            value: {
              transferId: 9,
              amount: '30.00',
              amountMinor: 3000,
              balance: '70.00',
              balanceMinor: 7000,
              wallets: [],
            },
          },
        },
      ],
    });
    renderPage();
    await screen.findByText('100.00');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(en.errors.network_error);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getAllByText('\u20b130.00 moved to PG Soft.').length).toBeGreaterThan(0));
    const bodies = transfers(sent);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ transferType: 'in', vendor: 'PG', amount: '30' });
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
    await screen.findByText('70.00');
  });

  it('gives a new transfer after a refusal a new key and translates the refusal', async () => {
    const sent = serve({
      balances: [balanceValue(100, 0)],
      transfers: [
        { status: 422, body: { success: false, code: 'quota_not_sufficient', message: '' } },
        { status: 422, body: { success: false, code: 'quota_not_sufficient', message: '' } },
      ],
    });
    renderPage();
    await screen.findByText('1.00');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(en.errors.quota_not_sufficient);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers(sent)).toHaveLength(2));
    const [first, second] = transfers(sent);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('sends all-out of every vendor, and all-in to one', async () => {
    const sent = serve({
      balances: [balanceValue(5000, 2000)],
      transfers: [
        {
          status: 200,
          body: {
            success: true,
            value: {
              transferId: 3,
              amount: '20.00',
              amountMinor: 2000,
              balance: '70.00',
              balanceMinor: 7000,
              wallets: [],
            },
          },
        },
        {
          status: 200,
          body: {
            success: true,
            value: { transferId: 4, amount: '70.00', amountMinor: 7000, balance: '0.00', balanceMinor: 0, wallets: [] },
          },
        },
      ],
    });
    renderPage();
    await screen.findByText('50.00');
    fireEvent.click(screen.getByRole('button', { name: en.walletTransfer.allOut }));
    await waitFor(() =>
      expect(screen.getAllByText('\u20b120.00 moved to your main wallet.').length).toBeGreaterThan(0),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All in: move the whole main wallet to PG Soft' }));
    await waitFor(() => expect(transfers(sent)).toHaveLength(2));
    const [allOut, allIn] = transfers(sent);
    expect(allOut).toMatchObject({ transferType: 'allOut' });
    expect(allOut?.vendor).toBeUndefined();
    expect(allIn).toMatchObject({ transferType: 'allIn', vendor: 'PG' });
  });

  it('in single-wallet mode says games play from the main wallet and offers no transfer in', async () => {
    serve({ single: true, balances: [{ ...balanceValue(5000, 0), wallets: [] }] });
    renderPage();
    await screen.findByText(en.walletTransfer.singleWallet);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.getByText(en.walletTransfer.singleNoWallets)).toBeTruthy();
  });
});
