// A fake of the api for component tests: routes fetch('/api/<call>') to a handler per call.

export interface FakeReply {
  status?: number;
  body: unknown;
}

type Handler = FakeReply | ((sent: any, query: URLSearchParams) => FakeReply | Promise<FakeReply>);

export interface SentCall {
  call: string;
  body: any;
}

export function mockApi(handlers: Record<string, Handler>) {
  const sent: SentCall[] = [];
  const fetchMock = jest.fn(async (input: unknown, init?: { body?: unknown }) => {
    const url = new URL(String(input), 'http://store.test');
    const call = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ call, body });
    const handler = handlers[call];
    const reply: FakeReply = !handler
      ? { status: 404, body: { message: `no fake for ${call}` } }
      : typeof handler === 'function'
        ? await handler(body, url.searchParams)
        : handler;
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)),
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    sent,
    callsTo: (call: string) => sent.filter((item) => item.call === call).map((item) => item.body),
  };
}

/** A statusCode-in-body answer, with the same HTTP status as the api gives. */
export function answer(statusCode: number, body: unknown): FakeReply {
  return { status: statusCode, body: { statusCode, body } };
}

/** A fetch that never answers, to see loading states. */
export function hangingApi() {
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => undefined));
}
