// Idempotency keys per attempt (issue 13: every money-moving call takes one).
// An attempt is one set of values the member asked to send. Sending the same
// values again after no usable answer (the network dropped, the server was
// busy) reuses the key, so the server answers the first request instead of
// making a second one; a definitive answer (done or refused) ends the attempt,
// and the next submit, or any change of the values, starts a new one.
import type { ApiFailure } from '../../../lib/api/envelope';

// The server's key rule: 8 to 128 of A-Z a-z 0-9 _ . : -
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export type AttemptKeys = {
  /** The key for sending `values` now: the open attempt's when its values are the same. */
  keyFor: (values: string) => string;
  /** The server answered (success or refusal): the next send is a new attempt. */
  settle: () => void;
};

export function createAttemptKeys(prefix: string, random: () => string = () => crypto.randomUUID()): AttemptKeys {
  let open: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      if (open?.values !== values) {
        const key = `${prefix}-${random()}`;
        if (!KEY_PATTERN.test(key)) throw new Error(`not a valid idempotency key: ${key}`);
        open = { values, key };
      }
      return open.key;
    },
    settle() {
      open = null;
    },
  };
}

/**
 * Did the server decide the request? A failure without an answer (status 0), a
 * transport-level answer (5xx, or a body that is not our envelope) may have
 * happened or not: keep the key so a retry cannot do it twice.
 */
export function serverDecided(failure: ApiFailure): boolean {
  return failure.status >= 400 && failure.status < 500 && failure.code !== 'network_error';
}
