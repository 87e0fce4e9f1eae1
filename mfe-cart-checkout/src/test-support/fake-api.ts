// A stand-in for the api in component tests: answers each /api/<call> from a table and records
// what the page sent, so tests assert on the contract rather than on internals.
export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler = FakeAnswer | ((sent: any) => FakeAnswer | Promise<FakeAnswer>);

export interface SentCall {
  call: string;
  body: any;
}

export function fakeApi(routes: Record<string, Handler>): SentCall[] {
  const sent: SentCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const call =
      String(input)
        .replace(/^\/api\//, '')
        .split('?')[0] ?? '';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ call, body });
    const route = routes[call];
    if (!route) throw new TypeError(`Failed to fetch (no fake for ${call})`);
    const answer = typeof route === 'function' ? await route(body) : route;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return sent;
}

/** statusCode-in-body answer, as the api sends it. */
export function answer(status: number, body: unknown): FakeAnswer {
  return { status, body: { statusCode: status, body } };
}

export function callsTo(sent: SentCall[], call: string): SentCall[] {
  return sent.filter((entry) => entry.call === call);
}
