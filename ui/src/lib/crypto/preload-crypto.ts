import { getSealingKey } from './encryption-key';
import { loadCrypto } from './load-crypto';

/**
 * Starts fetching what a sealed submit needs (the module and the server's key)
 * so the submit itself does not wait for them. Errors are dropped here: the
 * submit tries again and reports them.
 */
export function preloadCrypto(): void {
  loadCrypto().catch(() => undefined);
  getSealingKey().catch(() => undefined);
}
