// Clear words for each way the api can refuse an OTP step (CALLS.md: 401 wrong, 410 expired, 429 too many).
import type { AuthAnswer } from './api';
import { MESSAGES } from './messages';

export interface Refusal {
  message: string;
  /** The code is spent: the shopper has to ask for a new one. */
  needsNewCode: boolean;
  /** Seconds to wait before sending again, when the server said so. */
  waitSeconds?: number;
}

/** The server's own words say which limit was hit; the wait is added when they do not give it. */
export function tooManyMessage(seconds: number | undefined, serverText?: string): string {
  if (serverText && (!seconds || /\d/.test(serverText))) return serverText;
  const base = serverText ?? 'Too many attempts';
  return seconds ? `${base.replace(/[.!]$/, '')}, please try again in ${formatWait(seconds)}.` : MESSAGES.tooManyTries;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Why an OTP could not be checked; fallback is the form's own failure text. */
export function otpRefusal(answer: AuthAnswer, fallback: string): Refusal {
  switch (answer.status) {
    case 401:
      return { message: wrongOtpMessage(answer), needsNewCode: false };
    case 410:
      return { message: MESSAGES.expiredOtp, needsNewCode: true };
    case 429:
      return {
        message: tooManyMessage(answer.retryAfterSeconds, answer.serverText),
        needsNewCode: true,
        waitSeconds: answer.retryAfterSeconds,
      };
    default:
      return { message: answer.status === 400 && answer.serverText ? answer.serverText : fallback, needsNewCode: false };
  }
}

/** Why an OTP could not be sent; notFound/conflict are the login and register texts. */
export function sendRefusal(answer: AuthAnswer, fallback: string, byStatus: Partial<Record<number, string>> = {}): Refusal {
  if (answer.status === 429) {
    return { message: tooManyMessage(answer.retryAfterSeconds, answer.serverText), needsNewCode: true, waitSeconds: answer.retryAfterSeconds };
  }
  const known = byStatus[answer.status];
  if (known) return { message: known, needsNewCode: false };
  return { message: answer.status === 400 && answer.serverText ? answer.serverText : fallback, needsNewCode: false };
}

/** 'Invalid OTP', with the tries left when the server counts them. */
function wrongOtpMessage(answer: AuthAnswer): string {
  const { serverText, triesLeft } = answer;
  const base = serverText && serverText.toLowerCase().startsWith(MESSAGES.wrongOtp.toLowerCase()) ? serverText : MESSAGES.wrongOtp;
  if (triesLeft === undefined || /tr(y|ies) left/i.test(base)) return base;
  return `${base}, ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`;
}
