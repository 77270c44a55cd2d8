// Negative answers of the crypto exports (wasm/crypto_exports.cpp, crypto_text_exports.cpp), named.
const CODE_NAMES: Record<number, string> = {
  [-1]: 'invalid_argument',
  [-2]: 'buffer_too_small',
  [-3]: 'internal_error',
  [-4]: 'open_failed',
  [-5]: 'unsupported_aead',
  [-6]: 'refused',
};

export const OPEN_FAILED = -4;
/** A decoder's answer for text the shared rule refuses (wasm/crypto_text_exports.cpp). */
export const REFUSED = -6;

export class CryptoError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: number,
  ) {
    super(`${operation} failed: ${errorCode} (${CODE_NAMES[errorCode] ?? 'unknown'})`);
    this.name = 'CryptoError';
  }
}

/** Passes a non-negative answer through; turns a negative one into a CryptoError. */
export function checked(operation: string, answer: number): number {
  if (answer < 0) throw new CryptoError(operation, answer);
  return answer;
}
