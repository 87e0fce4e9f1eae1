// The one stand-in for the api in component tests (`@store/shared/test-support`, never the runtime
// bundle): it answers each /api/<call> by name, as the api answers (api/CALLS.md), and records what the
// page sent, so tests assert on the contract rather than on internals. jsdom has no Response: the fake
// gives the few fields callApi reads.

/** What the api sends back: the HTTP status and the body (JSON value or text). */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** One request the page made. */
export interface SentCall {
  call: string;
  url: string;
  query: URLSearchParams;
  method: string;
  body: any;
  signal: AbortSignal | null;
}

type AnswerFor = (body: any, request: SentCall) => FakeAnswer | Promise<FakeAnswer>;
/** An answer, a function of the request, or several answers in turn (the last one repeats). */
export type Reply = FakeAnswer | AnswerFor | Array<FakeAnswer | AnswerFor>;

export interface FakeApi {
  sent: SentCall[];
  callsTo(call: string): SentCall[];
  bodiesSentTo(call: string): any[];
}

/** The api's usual answer: `{ statusCode, body }`, with the same HTTP status. */
export function answer(statusCode: number, body: unknown): FakeAnswer {
  return { status: statusCode, body: { statusCode, body } };
}

/** An answer whose body is sent as it is: the catalog's bare arrays, a proxy's text, a 5xx page. */
export function plainAnswer(status: number, body: unknown): FakeAnswer {
  return { status, body };
}

/** A reply that never comes, to see loading states. */
export const neverAnswers: AnswerFor = () => new Promise<FakeAnswer>(() => undefined);

/** Installs the fake as `fetch`. A call without a reply fails as a lost network would. */
export function fakeApi(replies: Record<string, Reply>): FakeApi {
  const sent: SentCall[] = [];
  const fakeFetch = async (input: unknown, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://store.test');
    const call = parsed.pathname.replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? parseJson(init.body) : init.body;
    const request: SentCall = {
      call,
      url,
      query: parsed.searchParams,
      method: init.method ?? 'GET',
      body,
      signal: init.signal ?? null,
    };
    const turn = sent.filter((earlier) => earlier.call === call).length;
    sent.push(request);
    const reply = pickReply(replies[call], turn);
    if (!reply) throw new TypeError(`Failed to fetch (no fake answer for ${call})`);
    const { status, body: answerBody } = typeof reply === 'function' ? await reply(body, request) : reply;
    const text = typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  };
  (globalThis as { fetch: unknown }).fetch = fakeFetch;
  const callsTo = (call: string) => sent.filter((request) => request.call === call);
  return { sent, callsTo, bodiesSentTo: (call) => callsTo(call).map((request) => request.body) };
}

function pickReply(reply: Reply | undefined, turn: number): FakeAnswer | AnswerFor | undefined {
  if (!Array.isArray(reply)) return reply;
  return reply[Math.min(turn, reply.length - 1)];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
