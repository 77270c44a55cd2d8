import { vi } from 'vitest';
import { readSentRequest, type SentRequest } from './fetch-input';

/** What the fake server answers: an envelope body and its status (200 by default), or no answer at all. */
export type FakeAnswer = { status?: number; body: unknown } | 'offline';
export type FakeRoute = FakeAnswer | ((request: SentRequest) => FakeAnswer | Promise<FakeAnswer>);

export const ok = (value: unknown): FakeAnswer => ({ body: { success: true, value } });
export const fail = (status: number, code: string): FakeAnswer => ({
  status,
  body: { success: false, code, message: code },
});

/**
 * Replaces fetch with a server that answers by "METHOD /path" or by "/path",
 * and records every request in the order sent. A path with no route answers
 * 404 not_found, as the real server does for a call it does not have.
 */
export function fakeApi(routes: Readonly<Record<string, FakeRoute>>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readSentRequest(input, init);
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`] ?? routes[request.path] ?? fail(404, 'not_found');
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The query string of a sent request as an object. */
export function queryOf(request: SentRequest | undefined): Record<string, string> {
  return request ? Object.fromEntries(new URL(request.url).searchParams) : {};
}
