/** A scriptable fetch for core tests: records every request and answers from a handler. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart body as sent. */
  form?: FormData;
}

export type Handler = (req: Recorded, index: number) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  });
}

export function fakeFetch(handler: Handler) {
  const requests: Recorded[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>))
      headers[k.toLowerCase()] = v;
    const req: Recorded = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://gateway.test'),
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
    };
    requests.push(req);
    return handler(req, requests.length - 1);
  };
  return { fetch, requests };
}
