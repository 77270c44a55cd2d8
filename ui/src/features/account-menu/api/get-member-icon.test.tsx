// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/api/query-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { readSentRequest, type SentRequest } from '../../../test/fetch-input';
import { endSession } from '../../../lib/session/end-session';
import { useMemberIconUrl } from './get-member-icon';

// The app's own cache: sign-out (endSession) clears the member's part of it.
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

function answerIcon(status: number, body: unknown) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readSentRequest(input, init));
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

describe('useMemberIconUrl (member icon query)', () => {
  afterEach(() => {
    queryClient.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('asks once per member with the session token, and gives the image as a data: URL', async () => {
    sessionStorage.setItem('token', 'token-7');
    const sent = answerIcon(200, { success: true, value: { image: 'iVBORw0KGgo=' } });
    const header = renderHook(() => useMemberIconUrl('7', true), { wrapper });
    await waitFor(() => expect(header.result.current).toBe('data:image/png;base64,iVBORw0KGgo='));
    const menu = renderHook(() => useMemberIconUrl('7', true), { wrapper });
    expect(menu.result.current).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/wps/member/info/icon', authorization: 'Bearer token-7' });
  });

  it('keeps the initials after a failure without asking again on every mount', async () => {
    const sent = answerIcon(401, { success: false, code: 'login_expired', message: '' });
    renderHook(() => useMemberIconUrl('7', true), { wrapper });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.memberIcon('7'))?.status).toBe('error'));
    const again = renderHook(() => useMemberIconUrl('7', true), { wrapper });
    expect(again.result.current).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('asks nothing for a trial player, and forgets the picture at sign-out', async () => {
    const sent = answerIcon(200, { success: true, value: { image: 'AAAA' } });
    const trial = renderHook(() => useMemberIconUrl('8', false), { wrapper });
    expect(trial.result.current).toBeNull();
    expect(sent).toHaveLength(0);
    const member = renderHook(() => useMemberIconUrl('7', true), { wrapper });
    await waitFor(() => expect(member.result.current).not.toBeNull());
    member.unmount();
    endSession();
    expect(queryClient.getQueryData(queryKeys.memberIcon('7'))).toBeUndefined();
  });
});
