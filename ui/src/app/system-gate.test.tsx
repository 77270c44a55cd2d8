// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n/i18n-instance';
import { FEATURES_OFF } from '../lib/site/site-info';
import { en } from '../locales/en';
import { instantiateCore } from '../test/instantiate-core';
import { sentUrl } from '../test/fetch-input';
import { withQueryClient } from '../test/with-query-client';
import { SystemGate } from './system-gate';

// The status pages judge links with the core wasm module: the same file, from disk.
vi.mock('../lib/wasm/load-core', () => ({ loadCore: instantiateCore }));

type Answer = { status: number; body: unknown } | 'offline';

const flagsOff: Answer = { status: 200, body: { success: true, value: FEATURES_OFF } };

function answerApi(statusAnswer: Answer, flagsAnswer: Answer = flagsOff) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = sentUrl(input);
    const answer: Answer = url.endsWith('/wps/system/status') ? statusAnswer : flagsAnswer;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
}

function renderGate() {
  render(
    withQueryClient(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <SystemGate>
          <p>the app</p>
        </SystemGate>
      </I18nextProvider>,
    ),
  );
}

const ok = (systemStatus: number, customerServiceUrl = 'https://cs.example/chat') => ({
  status: 200,
  body: { success: true, value: { systemStatus, ip: '203.0.113.7', customerServiceUrl } },
});

describe('SystemGate', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the app for status 0', async () => {
    answerApi(ok(0));
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('shows the app when only the flags call fails (every optional feature stays off)', async () => {
    const fetchMock = answerApi(ok(0), {
      status: 503,
      body: { success: false, code: 'service_unavailable', message: '' },
    });
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
    // No silent retries: one status call and one flags call.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows maintenance for status 1 with a customer-service link in a new tab', async () => {
    answerApi(ok(1));
    renderGate();
    await screen.findByRole('heading', { name: 'We are upgrading the games' });
    const cs = await screen.findByRole('link', { name: /Customer service/ });
    expect(cs.getAttribute('href')).toBe('https://cs.example/chat');
    expect(cs.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('shows the region block with the visitor IP for status 2, hiding an empty CS link', async () => {
    answerApi(ok(2, ''));
    renderGate();
    await screen.findByRole('heading', { name: 'Access restricted in your region' });
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Customer service/ })).toBeNull();
  });

  it('shows a translated error with retry when the status call fails', async () => {
    const fetchMock = answerApi('offline');
    renderGate();
    await screen.findByText('Network link abnormal, please try again');
    answerApi(ok(0));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the app')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
