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
import { TransactionHistory } from './transaction-history';

const i18n = createI18n('EN', { EN: en });

function page(content: unknown[], pageNum = 1, totalPages = 1) {
  return { success: true, value: { content, pageNum, pageSize: 10, total: content.length, totalPages } };
}

const ROWS = [
  {
    id: 9,
    type: 'transfer_out',
    amount: '-1234.50',
    amountMinor: -123450,
    balanceAfter: '10.00',
    balanceAfterMinor: 1000,
    vendor: 'PG',
    createdAt: '2026-11-24T10:00:00Z',
  },
  {
    id: 8,
    type: 'bonus',
    amount: '88.00',
    amountMinor: 8800,
    balanceAfter: '1244.50',
    balanceAfterMinor: 124450,
    vendor: null,
    createdAt: '2026-11-24T09:00:00Z',
  },
];

function answer(bodies: Array<{ status: number; body: unknown }>) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readSentRequest(input, init));
    const next = bodies[Math.min(sent.length - 1, bodies.length - 1)]!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  return sent;
}

describe('TransactionHistory', () => {
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
        {withQueryClient(<TransactionHistory loadCoreApi={() => Promise.resolve(core)} />)}
      </I18nextProvider>,
    );

  it('draws signed amounts through the wasm money rule and asks again with the chosen type from page 1', async () => {
    sessionStorage.setItem('token', 'token-3');
    const sent = answer([
      { status: 200, body: page(ROWS, 1, 2) },
      { status: 200, body: page(ROWS.slice(1), 1, 1) },
    ]);
    renderPage();
    await screen.findByText('-1,234.50');
    expect(screen.getByText('+88.00')).toBeTruthy();
    expect(screen.getByText('1,244.50')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', authorization: 'Bearer token-3' });
    expect(sent[0]!.path).toBe('/wps/v2/wallets/records');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bonus' } });
    await waitFor(() => expect(screen.queryByText('-1,234.50')).toBeNull());
    const query = Object.fromEntries(new URL(sent[1]!.url).searchParams);
    expect(query).toMatchObject({ type: 'bonus', page: '1', size: '10' });
  });

  it('shows the empty view, and a failure with a retry', async () => {
    sessionStorage.setItem('token', 'token-3');
    answer([
      { status: 503, body: { success: false, code: 'service_unavailable', message: 'busy' } },
      { status: 200, body: page([]) },
    ]);
    renderPage();
    await screen.findByText('The service is busy. Please try again in a moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No records');
  });
});
