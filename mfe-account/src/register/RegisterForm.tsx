import { useId, useState, type FormEvent } from 'react';
import { showNotice } from '@store/shared';
import { postAuthAction } from '../otp/api';
import { MESSAGES, OTP_LENGTH, RESEND_SECONDS } from '../otp/messages';
import { OtpField } from '../otp/OtpField';
import { PhoneField } from '../otp/PhoneField';
import { applyOtpRefusal, otpRefusal, sendRefusal } from '../otp/refusal';
import { SendOtpButton } from '../otp/SendOtpButton';
import { useCountdown } from '../otp/use-countdown';
import { isCompletePhone, isValidEmail } from '../otp/validation';
import { FormStatus, type Status } from '../ui/FormStatus';
import { TextField } from '../ui/TextField';
import styles from '../otp/otp-form.module.css';

interface Identity {
  name: string;
  phone: string;
  email: string;
}

const EMPTY: Identity = { name: '', phone: '', email: '' };

interface FieldErrors {
  name?: string;
  email?: string;
  otp?: string;
}

/** Spec §4 register: name, phone, e-mail, send OTP, validate it, then ask the shopper to log in. */
export function RegisterForm({ onRegistered, plain = false }: { onRegistered?: () => void; plain?: boolean }) {
  const [identity, setIdentity] = useState<Identity>(EMPTY);
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const countdown = useCountdown();
  const titleId = useId();

  function change(field: keyof Identity, value: string) {
    if (otpSent && value !== identity[field]) {
      setOtpSent(false);
      setOtp('');
      countdown.reset();
    }
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIdentity((current) => ({ ...current, [field]: value }));
  }

  function checkIdentity(): boolean {
    const found: FieldErrors = {
      name: identity.name.trim() ? undefined : MESSAGES.nameRequired,
      email: isValidEmail(identity.email) ? undefined : MESSAGES.emailInvalid,
    };
    setErrors(found);
    if (!isCompletePhone(identity.phone)) setStatus({ tone: 'error', text: MESSAGES.phoneInvalid });
    return !found.name && !found.email && isCompletePhone(identity.phone);
  }

  async function sendOtp() {
    setStatus(null);
    if (!checkIdentity()) return;
    setBusy('send');
    try {
      const answer = await postAuthAction('register', {
        username: identity.name.trim(),
        phone_number: identity.phone,
        email: identity.email.trim(),
      });
      if (answer.ok) {
        setOtpSent(true);
        setOtp('');
        countdown.start(RESEND_SECONDS);
        setStatus({ tone: 'success', text: MESSAGES.otpSent });
      } else {
        const refusal = sendRefusal(answer, MESSAGES.registerFailed, { 409: MESSAGES.alreadyRegistered });
        if (refusal.waitSeconds) countdown.start(refusal.waitSeconds);
        setStatus({ tone: 'error', text: refusal.message });
      }
    } catch {
      setStatus({ tone: 'error', text: MESSAGES.unexpected });
    }
    setBusy(null);
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    if (!otpSent || busy) return;
    if (otp.length !== OTP_LENGTH) return setErrors((current) => ({ ...current, otp: MESSAGES.registerOtpInvalid }));
    setErrors({});
    setBusy('verify');
    setStatus(null);
    try {
      const answer = await postAuthAction('validate_otp', {
        username: identity.name.trim(),
        phone_number: identity.phone,
        email: identity.email.trim(),
        otp,
      });
      if (answer.ok) {
        setIdentity(EMPTY);
        setOtp('');
        setOtpSent(false);
        countdown.reset();
        setStatus({ tone: 'success', text: MESSAGES.registerSuccess });
        showNotice(MESSAGES.registerSuccess, { tone: 'success' });
        onRegistered?.();
      } else {
        applyOtpRefusal(otpRefusal(answer, MESSAGES.registerFailed), {
          clearOtp: () => setOtp(''),
          countdown,
          showError: (text) => setStatus({ tone: 'error', text }),
        });
      }
    } catch {
      setStatus({ tone: 'error', text: MESSAGES.unexpected });
    }
    setBusy(null);
  }

  return (
    <form className={plain ? `${styles.form} ${styles.plain}` : styles.form} onSubmit={validate} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={plain ? 'sr-only' : styles.title}>
        Register
      </h2>
      <TextField
        label="Name"
        required
        autoComplete="name"
        value={identity.name}
        error={errors.name}
        disabled={busy !== null}
        onChange={(event) => change('name', event.target.value)}
      />
      <PhoneField value={identity.phone} onChange={(phone) => change('phone', phone)} disabled={busy !== null} />
      <TextField
        label="Email address"
        required
        type="email"
        autoComplete="email"
        value={identity.email}
        error={errors.email}
        disabled={busy !== null}
        onChange={(event) => change('email', event.target.value)}
      />
      <div className={styles.actions}>
        <SendOtpButton
          sent={otpSent}
          busy={busy === 'send'}
          ready={isCompletePhone(identity.phone)}
          secondsLeft={countdown.secondsLeft}
          onClick={sendOtp}
        />
      </div>
      <OtpField value={otp} onChange={setOtp} disabled={!otpSent || busy === 'verify'} error={errors.otp} />
      <button type="submit" className="btn btn-primary" disabled={!otpSent || busy !== null}>
        {busy === 'verify' ? 'Registering...' : 'Validate OTP & Register'}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
