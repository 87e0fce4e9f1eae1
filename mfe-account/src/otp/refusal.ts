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
      return tooManyRefusal(answer);
    default:
      return otherRefusal(answer, fallback);
  }
}

/** Why an OTP could not be sent; notFound/conflict are the login and register texts. */
export function sendRefusal(answer: AuthAnswer, fallback: string, byStatus: Partial<Record<number, string>> = {}): Refusal {
  if (answer.status === 429) return tooManyRefusal(answer);
  const known = byStatus[answer.status];
  if (known) return { message: known, needsNewCode: false };
  return otherRefusal(answer, fallback);
}

function tooManyRefusal(answer: AuthAnswer): Refusal {
  return {
    message: tooManyMessage(answer.retryAfterSeconds, answer.message),
    needsNewCode: true,
    waitSeconds: answer.retryAfterSeconds,
  };
}

/** A 400 carries the server's words for the field at fault; anything else gets the form's text. */
function otherRefusal(answer: AuthAnswer, fallback: string): Refusal {
  return { message: answer.status === 400 && answer.message ? answer.message : fallback, needsNewCode: false };
}

interface RefusalTarget {
  clearOtp: () => void;
  countdown: { start: (seconds: number) => void; reset: () => void };
  showError: (text: string) => void;
}

/** What a form does with a refused code: a spent code is cleared and the resend wait follows the server. */
export function applyOtpRefusal(refusal: Refusal, form: RefusalTarget): void {
  if (refusal.needsNewCode) {
    form.clearOtp();
    if (refusal.waitSeconds) form.countdown.start(refusal.waitSeconds);
    else form.countdown.reset();
  }
  form.showError(refusal.message);
}

/** 'Invalid OTP', with the tries left when the server counts them. */
function wrongOtpMessage(answer: AuthAnswer): string {
  const { message: serverText, triesLeft } = answer;
  const base =
    serverText && serverText.toLowerCase().startsWith(MESSAGES.wrongOtp.toLowerCase()) ? serverText : MESSAGES.wrongOtp;
  if (triesLeft === undefined || /tr(y|ies) left/i.test(base)) return base;
  return `${base}, ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`;
}
