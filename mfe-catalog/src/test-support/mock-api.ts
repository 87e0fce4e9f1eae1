// A fake /api for component tests: answers by call name, records every request.
type AnswerFunction = (request: { url: string; body: unknown; signal?: AbortSignal | null }) => unknown;
/** A value to answer with, or an AnswerFunction of the request. */
type Answer = unknown;

export interface ApiRequest {
  call: string;
  url: string;
  query: URLSearchParams;
  body: unknown;
}

export class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export function mockApi(answers: Record<string, Answer>) {
  const requests: ApiRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://store.test');
    const call = url.pathname.replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    requests.push({ call, url: input, query: url.searchParams, body });
    if (!(call in answers)) throw new TypeError(`Failed to fetch ${call}`);
    const entry = answers[call];
    let value = typeof entry === 'function' ? await (entry as AnswerFunction)({ url: input, body, signal: init.signal }) : entry;
    let status = 200;
    if (value instanceof HttpAnswer) {
      status = value.status;
      value = value.body;
    }
    return {
      ok: status < 400,
      status,
      text: async () => (typeof value === 'string' ? value : JSON.stringify(value)),
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { requests, fetchMock, callsTo: (call: string) => requests.filter((r) => r.call === call) };
}

export function setMobile(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? matches : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
