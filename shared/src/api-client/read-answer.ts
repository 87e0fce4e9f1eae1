// The one reader of the api's answers. The api answers in three shapes (docs/screens.md §7): a bare payload,
// { statusCode, body } where body may be JSON text with NaN, or plain words; this turns any of them
// into the same four facts so no section parses answers itself.

export interface Answer<T = unknown> {
  /** statusCode-in-body when the api put one there, else the HTTP status. */
  status: number;
  /** 2xx. */
  ok: boolean;
  /** The payload: `body` (parsed when it is JSON text), or the bare answer; null when there is none. */
  body: T | null;
  /** The server's own words, when it gave some. */
  message?: string;
  /** The answer as it came, for the few calls that read extra fields (retry hints, tries left). */
  raw: unknown;
}

/** Some answers carry their body as JSON text in which NaN stands for null (api/CALLS.md). */
export function parseBodyString<T>(body: unknown): T {
  if (typeof body !== 'string') return body as T;
  return JSON.parse(body.replace(/\bNaN\b/g, 'null')) as T;
}

function parsedText(text: string): { value: unknown } | undefined {
  try {
    return { value: parseBodyString<unknown>(text) };
  } catch {
    return undefined;
  }
}

function words(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's words: an answer that is words, a `body` of words, its `message`, or the body's. */
export function messageOf(answer: unknown, depth = 0): string | undefined {
  if (typeof answer === 'string') {
    const parsed = parsedText(answer);
    return parsed && typeof parsed.value !== 'string' ? messageOf(parsed.value, depth + 1) : words(answer);
  }
  if (!isRecord(answer) || depth > 3) return undefined;
  const { body, message } = answer;
  return (
    (typeof body === 'string' ? messageOf(body, depth + 1) : undefined) ??
    words(message) ??
    (isRecord(body) ? messageOf(body, depth + 1) : undefined)
  );
}

function payloadOf(answer: unknown): unknown {
  if (typeof answer === 'string') {
    const parsed = parsedText(answer);
    return parsed && typeof parsed.value !== 'string' ? payloadOf(parsed.value) : null;
  }
  if (isRecord(answer) && 'body' in answer) {
    const { body } = answer;
    if (typeof body !== 'string') return body ?? null;
    const parsed = parsedText(body);
    return parsed && typeof parsed.value !== 'string' ? parsed.value : null;
  }
  return answer ?? null;
}

export function readAnswer<T = unknown>(raw: unknown, httpStatus: number): Answer<T> {
  const code = isRecord(raw) ? raw.statusCode : undefined;
  const status = typeof code === 'number' ? code : httpStatus;
  return { status, ok: status >= 200 && status <= 299, body: payloadOf(raw) as T | null, message: messageOf(raw), raw };
}
