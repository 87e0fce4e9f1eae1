// What the login and register forms share: sending an OTP (with the resend countdown and the api's
// refusals), checking it, and the form's busy state and status line. Each form keeps its own fields.
import { ApiError } from '@store/shared';
import { useState } from 'react';
import type { Status } from '../common/form-status';
import type { AuthAnswer } from './api';
import { MESSAGES, RESEND_SECONDS } from './messages';
import { applyOtpRefusal, otpRefusal, sendRefusal } from './refusal';
import { useCountdown } from './use-countdown';

export type OtpBusy = 'send' | 'verify' | null;

interface SendRefusals {
  fallback: string;
  byStatus?: Partial<Record<number, string>>;
}

export function useOtpFlow(initialStatus: Status | null = null) {
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState<OtpBusy>(null);
  const [status, setStatus] = useState<Status | null>(initialStatus);
  const countdown = useCountdown();

  /** Forgets a sent OTP: after success, or when a detail it was sent for changes. */
  function reset() {
    setOtpSent(false);
    setOtp('');
    countdown.reset();
  }

  /** Asks the api to send an OTP; a refusal is shown with the wait it imposes. True when sent. */
  async function send(request: () => Promise<AuthAnswer>, refusals: SendRefusals): Promise<boolean> {
    setBusy('send');
    setStatus(null);
    try {
      const answer = await request();
      if (answer.ok) {
        setOtpSent(true);
        setOtp('');
        countdown.start(RESEND_SECONDS);
        setStatus({ tone: 'success', text: MESSAGES.otpSent });
        return true;
      }
      const refusal = sendRefusal(answer, refusals.fallback, refusals.byStatus);
      if (refusal.waitSeconds) countdown.start(refusal.waitSeconds);
      setStatus({ tone: 'error', text: refusal.message });
    } catch (error) {
      setStatus({ tone: 'error', text: serverFailed(error) ? refusals.fallback : MESSAGES.unexpected });
    } finally {
      setBusy(null);
    }
    return false;
  }

  /**
   * Sends the OTP for checking. `accept` handles a good answer and returns false when it is not one
   * after all (no token, say); then, as for any refusal, the OTP is cleared and the reason shown.
   */
  async function verify(
    request: () => Promise<AuthAnswer>,
    failed: string,
    accept: (answer: AuthAnswer) => boolean,
  ): Promise<void> {
    setBusy('verify');
    setStatus(null);
    try {
      const answer = await request();
      if (answer.ok && accept(answer)) return;
      applyOtpRefusal(otpRefusal(answer, failed), {
        clearOtp: () => setOtp(''),
        countdown,
        showError: (text) => setStatus({ tone: 'error', text }),
      });
    } catch (error) {
      setStatus({ tone: 'error', text: serverFailed(error) ? failed : MESSAGES.unexpected });
    } finally {
      setBusy(null);
    }
  }

  return { otp, setOtp, otpSent, busy, status, setStatus, countdown, reset, send, verify };
}

/** The server answered but failed (5xx): the step failed, which the form says in its own words. */
function serverFailed(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}
