// jsdom has no Response: tests answer fetch with the few fields callApi reads.
export function fakeAnswer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text };
}

/** Installs a fetch mock answering every call with the given answers in turn (the last one repeats). */
export function mockFetch(...answers: Array<[status: number, body: unknown]>): jest.Mock {
  const mock = jest.fn();
  for (const [status, body] of answers) mock.mockResolvedValueOnce(fakeAnswer(status, body));
  const last = answers[answers.length - 1];
  if (last) mock.mockResolvedValue(fakeAnswer(last[0], last[1]));
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}
