import { useId, useState, type FormEvent } from 'react';
import { isPhone, saveToken, showNotice, useServerText } from '@store/shared';
import { postAuthAction, tokenFrom } from '../otp/api';
import { MESSAGES, OTP_LENGTH } from '../otp/messages';
import { OtpField } from '../otp/otp-field';
import { PhoneField } from '../otp/phone-field';
import { SendOtpButton } from '../otp/send-otp-button';
import { useOtpFlow } from '../otp/use-otp-flow';
import { FormStatus, type Status } from '../common/form-status';
import styles from '../otp/otp-form.module.css';
import { useAccountT } from '../i18n/messages';

interface LoginFormProps {
  /** Called once the token is stored. */
  onLoggedIn: () => void;
  /** A line shown above the form on arrival (e.g. after registering). */
  initialStatus?: Status | null;
  /** Inside the header modal: no card and no visible title (the tab names it). */
  plain?: boolean;
  /** Takes a phone the store does not know to the register form. */
  onRegister: (phone: string) => void;
}

/** docs/screens.md §4 login: phone, Send OTP, OTP field enabled, Login With OTP. */
export function LoginForm({ onLoggedIn, initialStatus = null, plain = false, onRegister }: LoginFormProps) {
  const t = useAccountT();
  const serverText = useServerText();
  const [phone, setPhone] = useState('');
  // The spec's refusal names no way on; a number the api does not know is offered registering.
  const [unknownPhone, setUnknownPhone] = useState(false);
  const [otpError, setOtpError] = useState<string>();
  const flow = useOtpFlow(initialStatus);
  const { otp, setOtp, otpSent, busy, status, countdown } = flow;
  const titleId = useId();

  function changePhone(next: string) {
    if (next !== phone && otpSent) flow.reset();
    if (next !== phone) setUnknownPhone(false);
    setPhone(next);
  }

  async function sendOtp() {
    if (!isPhone(phone)) return flow.setStatus({ tone: 'error', text: MESSAGES.phoneInvalid });
    const sent = await flow.send(
      async () => {
        const answer = await postAuthAction('login', { phone_number: phone });
        setUnknownPhone(answer.status === 404);
        return answer;
      },
      {
        fallback: MESSAGES.otpSendFailed,
        byStatus: { 404: MESSAGES.loginFailed },
      },
    );
    if (sent) setOtpError(undefined);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!otpSent || busy) return;
    if (otp.length !== OTP_LENGTH) return setOtpError(MESSAGES.loginOtpMissing);
    setOtpError(undefined);
    await flow.verify(
      () => postAuthAction('login_validate', { phone_number: phone, otp }),
      MESSAGES.loginFailed,
      (answer) => {
        const token = tokenFrom(answer);
        if (!token) return false;
        saveToken(token);
        showNotice(serverText(MESSAGES.loginSuccess), { tone: 'success' });
        onLoggedIn();
        return true;
      },
    );
  }

  return (
    <form
      className={plain ? `${styles.form} ${styles.plain}` : styles.form}
      onSubmit={verify}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={plain ? 'sr-only' : styles.title}>
        {t('login.title')}
      </h2>
      <div className={styles.phoneRow}>
        <PhoneField value={phone} onChange={changePhone} disabled={busy !== null} />
        <SendOtpButton
          sent={otpSent}
          busy={busy === 'send'}
          ready={isPhone(phone)}
          secondsLeft={countdown.secondsLeft}
          onClick={sendOtp}
        />
      </div>
      <OtpField value={otp} onChange={setOtp} disabled={!otpSent || busy === 'verify'} error={otpError} />
      <button type="submit" className="btn btn-primary" disabled={!otpSent || busy !== null}>
        {busy === 'verify' ? t('login.loggingIn') : t('login.submit')}
      </button>
      <FormStatus status={status} />
      {unknownPhone && (
        <p className={styles.next}>
          {t('login.newHere')}{' '}
          <button type="button" className="btn btn-link" onClick={() => onRegister(phone)}>
            {t('login.registerWith', { phone })}
          </button>
        </p>
      )}
    </form>
  );
}
