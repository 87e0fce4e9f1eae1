// The catalog's tests write most answers as the bare values the catalog's read-only calls send
// (api/CALLS.md: `excel-data` and `searchFunction` answer bare arrays and objects), so this turns them
// into answers of the shared fake api (`@store/shared/test-support`), which does the faking and recording.
import { fakeApi, plainAnswer, type FakeAnswer, type Reply, type SentCall } from '@store/shared/test-support';

/** An answer with another HTTP status than 200 (the body is sent as it is). */
export class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

type AnswerFunction = (request: { url: string; body: any; signal: AbortSignal | null }) => unknown;

function toFakeAnswer(value: unknown): FakeAnswer {
  return value instanceof HttpAnswer ? plainAnswer(value.status, value.body) : plainAnswer(200, value);
}

function toReply(entry: unknown): Reply {
  if (typeof entry !== 'function') return toFakeAnswer(entry);
  const answerFor = entry as AnswerFunction;
  return async (body: unknown, request: SentCall) =>
    toFakeAnswer(await answerFor({ url: request.url, body, signal: request.signal }));
}

/** Answers each call with a value (200), an HttpAnswer, or a function of the request; records requests. */
export function mockApi(answers: Record<string, unknown>) {
  const replies = Object.fromEntries(Object.entries(answers).map(([call, entry]) => [call, toReply(entry)]));
  const api = fakeApi(replies);
  return { requests: api.sent, callsTo: api.callsTo };
}
