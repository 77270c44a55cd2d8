// What a test's replacement fetch was asked for. openapi-fetch hands fetch a Request;
// older call sites passed a URL and an init, so the replacements read either.
export type SentRequest = {
  method: string;
  url: string;
  path: string;
  body: string | null;
  authorization: string | null;
};

export async function readSentRequest(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  if (input instanceof Request) {
    const body = await input.clone().text();
    return {
      method: input.method,
      url: input.url,
      path: new URL(input.url).pathname,
      body: body === '' ? null : body,
      authorization: input.headers.get('Authorization'),
    };
  }
  const url = String(input);
  return {
    method: init?.method ?? 'GET',
    url,
    path: new URL(url, 'http://localhost').pathname,
    body: typeof init?.body === 'string' ? init.body : null,
    authorization: new Headers(init?.headers).get('Authorization'),
  };
}

/** The URL of a fetch call, synchronously (for replacement fetches that route by path only). */
export function sentUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}
