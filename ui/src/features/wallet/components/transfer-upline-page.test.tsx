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
import { TransferUplinePage } from './transfer-upline-page';

const i18n = createI18n('EN', { EN: en });

const balance = (minor: number) => ({
  balance: (minor / 100).toFixed(2),
  balanceMinor: minor,
  totalBalance: (minor / 100).toFixed(2),
  totalBalanceMinor: minor,
  currencySymbol: '\u20b1',
  wallets: [],
});

type Sent = { amount: string; idempotencyKey: string };

function serve(upline: { hasUpline: boolean; nickname: string | null }, answers: unknown[]) {
  const sent: SentRequest[] = [];
  let calls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readSentRequest(input, init);
    sent.push(request);
    const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
    if (request.path === '/wps/v2/wallets/upline') return ok(upline);
    if (request.path === '/wps/v2/wallets/balance') return ok(balance(calls > 1 ? 7000 : 10000));
    const answer = answers[calls++];
    if (answer === 'lost' || answer === undefined) throw new TypeError('Failed to fetch');
    return ok(answer);
  });
  return () =>
    sent.filter((r) => r.path === '/wps/v2/wallets/upline/transfer').map((r) => JSON.parse(r.body ?? '{}') as Sent);
}

describe('TransferUplinePage', () => {
  let core: CoreApi;
  beforeAll(async () => {
    core = await instantiateCore();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const renderPage = () =>
    render(
      <I18nextProvider i18n={i18n}>
        {withQueryClient(<TransferUplinePage loadCoreApi={() => Promise.resolve(core)} />)}
      </I18nextProvider>,
    );

  it('says so when the member has no upline', async () => {
    serve({ hasUpline: false, nickname: null }, []);
    renderPage();
    await screen.findByText(en.uplineTransfer.noUplineTitle);
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('confirms, resends a lost answer under the same key, and reports the transfer', async () => {
    const transfers = serve({ hasUpline: true, nickname: 'Agent Rosa' }, [
      'lost',
      { transferId: 5, amount: '30.00', amountMinor: 3000, balance: '70.00', balanceMinor: 7000 },
    ]);
    renderPage();
    await screen.findByText('Agent Rosa');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await screen.findByText('Send \u20b130.00 from your main wallet to Agent Rosa? This cannot be undone.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Transfer to upline' }).at(-1)!);
    await screen.findByText(en.errors.network_error);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Transfer to upline' })).at(-1)!);
    await waitFor(() => expect(screen.getAllByText('\u20b130.00 sent to Agent Rosa.').length).toBeGreaterThan(0));
    const [first, second] = transfers();
    expect(first).toMatchObject({ amount: '30' });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('refuses an amount the money rule refuses without asking the server', async () => {
    const transfers = serve({ hasUpline: true, nickname: 'Agent Rosa' }, []);
    renderPage();
    await screen.findByText('Agent Rosa');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await screen.findByText(en.errors.amount_must_be_positive);
    expect(transfers()).toHaveLength(0);
  });
});
