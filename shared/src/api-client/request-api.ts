// Calls whose refusals the page reads: a 4xx is an answer (status, payload, the server's words);
// only what the page cannot act on (no network, a timeout, a 5xx) throws ApiError.
import { ApiError, callApi, errorMessage, type CallOptions } from './api-client';
import { readAnswer, type Answer } from './read-answer';

export async function requestApi<T = unknown>(call: string, options: CallOptions = {}): Promise<Answer<T>> {
  let answer: Answer<T>;
  try {
    answer = readAnswer<T>(await callApi(call, options), 200);
  } catch (error) {
    if (!(error instanceof ApiError)) throw new ApiError(errorMessage(error), 0);
    // No answer or a failed one (the store unavailable, a 5xx): callApi's error says it already.
    if (error.status < 400 || error.status > 499) throw error;
    answer = readAnswer<T>(error.body, error.status);
  }
  if (answer.status < 400 || answer.status > 499) {
    if (!answer.ok) throw new ApiError(answer.message ?? `HTTP error! status: ${answer.status}`, answer.status, answer.raw);
  }
  return answer;
}

/** The server's own words in a thrown ApiError (a 5xx that explains itself), else undefined. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? readAnswer(error.body, error.status).message : undefined;
}
