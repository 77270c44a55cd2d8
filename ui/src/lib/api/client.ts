import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { readSession } from '../storage/session-storage';
import { NETWORK_ERROR } from './envelope';
import type { paths } from './schema';

/** The methods the contract uses, as the sealing envelope binds them. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiClient = Client<paths>;

/**
 * openapi-fetch throws when a 2xx body is not JSON, which loses the status. This
 * turns such an answer into a failure envelope with the same status, so the
 * envelope reader reports it like any other answer it cannot trust.
 */
const notJsonAsFailure: Middleware = {
  async onResponse({ response }) {
    if (!response.ok || response.status === 204) return undefined;
    try {
      JSON.parse(await response.clone().text());
      return undefined;
    } catch {
      const failure = { success: false, code: NETWORK_ERROR, message: 'Answer was not JSON' };
      return new Response(JSON.stringify(failure), {
        status: response.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
  },
};

export type ApiClientOptions = {
  /** The API's origin; the page's own by default (the server serves the UI). */
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
};

/** A client whose paths, parameters, bodies and answers are typed by the contract (schema.d.ts). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    // Looked up at call time, not captured here, so the fetch a unit test puts in place is the one used.
    fetch: options.fetch ?? ((request) => fetch(request)),
  });
  client.use(notJsonAsFailure);
  return client;
}

/** The one client every API-call module uses (one file per operation under features/x/api). */
export const apiClient = createApiClient();

/**
 * The Authorization header of the calls the spec marks "tok" (section 7); empty
 * when signed out, so the server answers its own 401 rather than the UI guessing.
 */
export function sessionTokenHeader(token: string | null = readSession('token') || null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
