import { useId, useState, type FormEvent } from 'react';
import { saveToken, showNotice } from '@store/shared';
import { postAuthAction, tokenFrom } from '../otp/api';
import { MESSAGES, OTP_LENGTH, RESEND_SECONDS } from '../otp/messages';
import { OtpField } from '../otp/OtpField';
import { PhoneField } from '../otp/PhoneField';
import { applyOtpRefusal, otpRefusal, sendRefusal } from '../otp/refusal';
import { SendOtpButton } from '../otp/SendOtpButton';
import { useCountdown } from '../otp/use-countdown';
import { isCompletePhone } from '../otp/validation';
import { FormStatus, type Status } from '../ui/FormStatus';
import styles from '../otp/otp-form.module.css';

interface LoginFormProps {
  /** Called once the token is stored. */
  onLoggedIn: () => void;
  /** A line shown above the form on arrival (e.g. after registering). */
  initialStatus?: Status | null;
  /** Inside the header modal: no card and no visible title (the tab names it). */
  plain?: boolean;
}

/** Spec §4 login: phone, Send OTP, OTP field enabled, Login With OTP. */
export function LoginForm({ onLoggedIn, initialStatus = null, plain = false }: LoginFormProps) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [status, setStatus] = useState<Status | null>(initialStatus);
  const [otpError, setOtpError] = useState<string>();
  const countdown = useCountdown();
  const titleId = useId();

  function changePhone(next: string) {
    if (next !== phone && otpSent) {
      setOtpSent(false);
      setOtp('');
      countdown.reset();
    }
    setPhone(next);
  }

  async function sendOtp() {
    if (!isCompletePhone(phone)) return setStatus({ tone: 'error', text: MESSAGES.phoneInvalid });
    setBusy('send');
    setStatus(null);
    try {
      const answer = await postAuthAction('login', { phone_number: phone });
      if (answer.ok) {
        setOtpSent(true);
        setOtp('');
        setOtpError(undefined);
        countdown.start(RESEND_SECONDS);
        setStatus({ tone: 'success', text: MESSAGES.otpSent });
      } else {
        const refusal = sendRefusal(answer, MESSAGES.otpSendFailed, { 404: MESSAGES.loginFailed });
        if (refusal.waitSeconds) countdown.start(refusal.waitSeconds);
        setStatus({ tone: 'error', text: refusal.message });
      }
    } catch {
      setStatus({ tone: 'error', text: MESSAGES.unexpected });
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!otpSent || busy) return;
    if (otp.length !== OTP_LENGTH) return setOtpError(MESSAGES.loginOtpMissing);
    setOtpError(undefined);
    setBusy('verify');
    setStatus(null);
    try {
      const answer = await postAuthAction('login_validate', { phone_number: phone, otp });
      const token = answer.ok ? tokenFrom(answer) : null;
      if (token) {
        saveToken(token);
        showNotice(MESSAGES.loginSuccess, { tone: 'success' });
        setBusy(null);
        onLoggedIn();
        return;
      }
      applyOtpRefusal(otpRefusal(answer, MESSAGES.loginFailed), {
        clearOtp: () => setOtp(''),
        countdown,
        showError: (text) => setStatus({ tone: 'error', text }),
      });
    } catch {
      setStatus({ tone: 'error', text: MESSAGES.unexpected });
    }
    setBusy(null);
  }

  return (
    <form className={plain ? `${styles.form} ${styles.plain}` : styles.form} onSubmit={verify} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={plain ? 'sr-only' : styles.title}>
        Login
      </h2>
      <div className={styles.phoneRow}>
        <PhoneField value={phone} onChange={changePhone} disabled={busy !== null} />
        <SendOtpButton
          sent={otpSent}
          busy={busy === 'send'}
          ready={isCompletePhone(phone)}
          secondsLeft={countdown.secondsLeft}
          onClick={sendOtp}
        />
      </div>
      <OtpField value={otp} onChange={setOtp} disabled={!otpSent || busy === 'verify'} error={otpError} />
      <button type="submit" className="btn btn-primary" disabled={!otpSent || busy !== null}>
        {busy === 'verify' ? 'Logging in...' : 'Login With OTP'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
