import { NETWORK_ERROR } from './envelope';

/**
 * Idempotency keys per attempt for a money call. An attempt is one request
 * (its fingerprint: what moves where); its key is kept until the server gives
 * a final answer, so a click resent after a network failure or a 5xx carries
 * the same key and the server answers it from the first try instead of moving
 * the money twice. A success or a refusal ends the attempt: the next click is
 * a new transfer with a new key. A different request always gets a new key.
 */
export type AttemptKeys = {
  keyFor: (fingerprint: string) => string;
  /** After an answer: `status` 0 is no answer at all (network_error). */
  settle: (outcome: { ok: true } | { ok: false; code: string; status: number }) => void;
};

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `ui-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createAttemptKeys(makeKey: () => string = newIdempotencyKey): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() };
      return current.key;
    },
    settle(outcome) {
      const unsure = !outcome.ok && (outcome.code === NETWORK_ERROR || outcome.status === 0 || outcome.status >= 500);
      if (!unsure) current = null;
    },
  };
}
