// Reading the answers of the form calls (career-submit, contact-submit).
import { ApiError } from '@store/shared';

function statusOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const code = (answer as { statusCode?: unknown }).statusCode;
  return typeof code === 'number' ? code : undefined;
}

function bodyText(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer;
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { body, message } = answer as { body?: unknown; message?: unknown };
  if (typeof body === 'string') return body;
  return typeof message === 'string' ? message : undefined;
}

/**
 * callApi resolves for 2xx and for 4xx answers that carry a statusCode; only a 2xx statusCode (or
 * none on a 2xx response) means the server accepted the form. Returns the server's message.
 */
export function acceptedMessage(answer: unknown): string | undefined {
  const status = statusOf(answer);
  if (status !== undefined && (status < 200 || status > 299)) {
    throw new ApiError(bodyText(answer) ?? `HTTP error! status: ${status}`, status, answer);
  }
  return bodyText(answer);
}

/** The server's own reason for refusing a form (400/413/415 ...), worth showing under our message. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status > 499) return undefined;
  return error.message;
}
