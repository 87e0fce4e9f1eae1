import { useEffect, useId, useState, type FormEvent } from 'react';
import { isEmail, isPhone, showNotice, TextField, useServerText } from '@store/shared';
import { postAuthAction } from '../otp/api';
import { MESSAGES, OTP_LENGTH } from '../otp/messages';
import { OtpField } from '../otp/otp-field';
import { PhoneField } from '../otp/phone-field';
import { SendOtpButton } from '../otp/send-otp-button';
import { useOtpFlow } from '../otp/use-otp-flow';
import { FormStatus } from '../common/form-status';
import styles from '../otp/otp-form.module.css';
import { useAccountT } from '../i18n/messages';

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

/** docs/screens.md §4 register: name, phone, e-mail, send OTP, validate it, then ask the shopper to log in. */
export function RegisterForm({
  onRegistered,
  plain = false,
  phone,
}: {
  onRegistered?: () => void;
  plain?: boolean;
  /** A phone the login form did not know: filled in, and the name asked for next. */
  phone?: string;
}) {
  const [identity, setIdentity] = useState<Identity>(phone ? { ...EMPTY, phone } : EMPTY);
  const nameId = useId();
  useEffect(() => {
    if (phone) document.getElementById(nameId)?.focus();
  }, [phone, nameId]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const t = useAccountT();
  const serverText = useServerText();
  const flow = useOtpFlow();
  const { otp, setOtp, otpSent, busy, status, countdown } = flow;
  const titleId = useId();

  function change(field: keyof Identity, value: string) {
    if (otpSent && value !== identity[field]) flow.reset();
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIdentity((current) => ({ ...current, [field]: value }));
  }

  function checkIdentity(): boolean {
    const found: FieldErrors = {
      name: identity.name.trim() ? undefined : MESSAGES.nameRequired,
      email: isEmail(identity.email) ? undefined : MESSAGES.emailInvalid,
    };
    setErrors(found);
    if (!isPhone(identity.phone)) flow.setStatus({ tone: 'error', text: MESSAGES.phoneInvalid });
    return !found.name && !found.email && isPhone(identity.phone);
  }

  const details = () => ({ username: identity.name.trim(), phone_number: identity.phone, email: identity.email.trim() });

  async function sendOtp() {
    flow.setStatus(null);
    if (!checkIdentity()) return;
    await flow.send(() => postAuthAction('register', details()), {
      fallback: MESSAGES.registerFailed,
      byStatus: { 409: MESSAGES.alreadyRegistered },
    });
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    if (!otpSent || busy) return;
    if (otp.length !== OTP_LENGTH) return setErrors((current) => ({ ...current, otp: MESSAGES.registerOtpInvalid }));
    setErrors({});
    await flow.verify(
      () => postAuthAction('validate_otp', { ...details(), otp }),
      MESSAGES.registerFailed,
      () => {
        setIdentity(EMPTY);
        flow.reset();
        flow.setStatus({ tone: 'success', text: MESSAGES.registerSuccess });
        showNotice(serverText(MESSAGES.registerSuccess), { tone: 'success' });
        onRegistered?.();
        return true;
      },
    );
  }

  return (
    <form
      className={plain ? `${styles.form} ${styles.plain}` : styles.form}
      onSubmit={validate}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={plain ? 'sr-only' : styles.title}>
        {t('register.title')}
      </h2>
      <TextField
        id={nameId}
        label={t('register.name')}
        required
        autoComplete="name"
        value={identity.name}
        error={errors.name && serverText(errors.name)}
        disabled={busy !== null}
        onChange={(event) => change('name', event.target.value)}
      />
      <PhoneField value={identity.phone} onChange={(phone) => change('phone', phone)} disabled={busy !== null} />
      <TextField
        label={t('register.email')}
        required
        type="email"
        autoComplete="email"
        value={identity.email}
        error={errors.email && serverText(errors.email)}
        disabled={busy !== null}
        onChange={(event) => change('email', event.target.value)}
      />
      <div className={styles.actions}>
        <SendOtpButton
          sent={otpSent}
          busy={busy === 'send'}
          ready={isPhone(identity.phone)}
          secondsLeft={countdown.secondsLeft}
          onClick={sendOtp}
        />
      </div>
      <OtpField value={otp} onChange={setOtp} disabled={!otpSent || busy === 'verify'} error={errors.otp} />
      <button type="submit" className="btn btn-primary" disabled={!otpSent || busy !== null}>
        {busy === 'verify' ? t('register.registering') : t('register.submit')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
