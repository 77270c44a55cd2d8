// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { sentUrl } from '../../../test/fetch-input';
import { useSelectedCountry } from './use-selected-country';

const PH = { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' };
const BR = { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' };

type Answer = { status: number; body: unknown } | 'offline';

/** Answers GET /wps/system/countries with each answer in turn (a promise holds it back); records the calls. */
function answerCountries(...answers: Array<Answer | Promise<Answer>>) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    calls.push(new URL(sentUrl(input)).pathname);
    const answer = await answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const listed = { status: 200, body: { success: true, value: { list: [BR, PH], defaultCountryCode: 'PH' } } };

function wrapperWithFreshCache() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useSelectedCountry (countries query)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is loading, then picks the server default; a choice in the list wins', async () => {
    answerCountries(listed);
    const { result } = renderHook(() => useSelectedCountry(), { wrapper: wrapperWithFreshCache() });
    expect(result.current).toMatchObject({ countries: null, selected: null, errorCode: null });
    await waitFor(() => expect(result.current.selected).toEqual(PH));
    act(() => result.current.select('BR'));
    expect(result.current.selected).toEqual(BR);
    act(() => result.current.select('XX'));
    expect(result.current.selected).toEqual(PH);
  });

  it('asks the server once for every form on the page, and keeps the answer', async () => {
    const calls = answerCountries(listed);
    const wrapper = wrapperWithFreshCache();
    const first = renderHook(() => useSelectedCountry(), { wrapper });
    const second = renderHook(() => useSelectedCountry('BR'), { wrapper });
    await waitFor(() => expect(second.result.current.selected).toEqual(BR));
    expect(first.result.current.selected).toEqual(PH);
    first.unmount();
    second.unmount();
    const later = renderHook(() => useSelectedCountry(), { wrapper });
    expect(later.result.current.selected).toEqual(PH);
    expect(calls).toEqual(['/wps/system/countries']);
  });

  it("shows the server's error key, and loading again while a retry runs", async () => {
    let answerRetry: (answer: Answer) => void = () => {};
    const retried = new Promise<Answer>((resolve) => (answerRetry = resolve));
    const calls = answerCountries(
      { status: 403, body: { success: false, code: 'info_ip_block', message: 'x' } },
      retried,
    );
    const { result } = renderHook(() => useSelectedCountry(), { wrapper: wrapperWithFreshCache() });
    await waitFor(() => expect(result.current.errorCode).toBe('info_ip_block'));
    expect(result.current.countries).toBeNull();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.errorCode).toBeNull());
    expect(result.current.countries).toBeNull();
    answerRetry(listed);
    await waitFor(() => expect(result.current.selected).toEqual(PH));
    expect(calls).toHaveLength(2);
  });

  it('reports an unreachable server as network_error, without retrying on its own', async () => {
    const calls = answerCountries('offline');
    const { result } = renderHook(() => useSelectedCountry(), { wrapper: wrapperWithFreshCache() });
    await waitFor(() => expect(result.current.errorCode).toBe('network_error'));
    expect(calls).toHaveLength(1);
  });
});
