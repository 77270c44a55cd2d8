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
import { HeaderBalance } from './header-balance';

const i18n = createI18n('EN', { EN: en });

function balanceValue(minor: number) {
  return {
    balance: (minor / 100).toFixed(2),
    balanceMinor: minor,
    totalBalance: (minor / 100).toFixed(2),
    totalBalanceMinor: minor,
    currencySymbol: '\u20b1',
    wallets: [],
  };
}

// Answers each call with the next of `answers` (the last one repeats).
function answerBalance(answers: Array<{ status: number; body: unknown }>) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readSentRequest(input, init));
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

describe('HeaderBalance', () => {
  let core: CoreApi;
  beforeAll(async () => {
    core = await instantiateCore();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  const renderBalance = (load: () => Promise<CoreApi> = () => Promise.resolve(core)) =>
    render(<I18nextProvider i18n={i18n}>{withQueryClient(<HeaderBalance loadCoreApi={load} />)}</I18nextProvider>);

  it('shows the main wallet through the wasm money rule, hides it with asterisks, and refreshes', async () => {
    sessionStorage.setItem('token', 'token-7');
    const sent = answerBalance([
      { status: 200, body: { success: true, value: balanceValue(123456) } },
      { status: 200, body: { success: true, value: balanceValue(100) } },
    ]);
    renderBalance();
    await screen.findByText('1,234.56');
    expect(screen.getByText('\u20b1')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/wps/v2/wallets/balance', authorization: 'Bearer token-7' });

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('****')).toBeTruthy();
    expect(screen.queryByText('1,234.56')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('1,234.56')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await screen.findByText('1.00');
    expect(sent).toHaveLength(2);
  });

  it('says it is loading, then says when the balance cannot be read', async () => {
    answerBalance([{ status: 503, body: { success: false, code: 'service_unavailable', message: '' } }]);
    renderBalance();
    expect(screen.getByText('Loading balance')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(en.wallet.balanceUnavailable)).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeTruthy();
  });

  it("falls back to the server's 2-decimal text when the wasm module fails to load", async () => {
    answerBalance([{ status: 200, body: { success: true, value: balanceValue(123456) } }]);
    renderBalance(() => Promise.reject(new Error('chunk failed')));
    await screen.findByText('1234.56');
  });
});
