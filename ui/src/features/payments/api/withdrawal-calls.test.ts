// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postWithdrawalConfirmation } from './withdrawal-calls';

afterEach(() => vi.restoreAllMocks());

describe('withdrawal confirmation call', () => {
  it("names the transport's bare 413 (body above PANALO_MAX_REQUEST_BYTES) instead of a network error", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('Request exceeded maximum buffer size', { status: 413 }),
    );
    const result = await postWithdrawalConfirmation({ withdrawalId: 1, result: 'received' });
    expect(result).toMatchObject({ ok: false, error: { code: 'request_too_large', status: 413 } });
  });

  it("passes the server's own keys through", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 'proof_image_invalid', message: 'x' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const result = await postWithdrawalConfirmation({ withdrawalId: 1, result: 'not_received', proofImages: ['AA=='] });
    expect(result).toMatchObject({ ok: false, error: { code: 'proof_image_invalid', status: 400 } });
  });
});
