import { useAccountT } from '../i18n/messages';
interface SendOtpButtonProps {
  sent: boolean;
  busy: boolean;
  ready: boolean;
  secondsLeft: number;
  onClick: () => void;
}

/** Send OTP, then a resend countdown, then Resend OTP. */
export function SendOtpButton({ sent, busy, ready, secondsLeft, onClick }: SendOtpButtonProps) {
  const t = useAccountT();
  const waiting = secondsLeft > 0;
  const label = busy
    ? t('otp.sending')
    : waiting
      ? t(sent ? 'otp.resendIn' : 'otp.sendIn', { seconds: secondsLeft })
      : t(sent ? 'otp.resend' : 'otp.send');
  return (
    <button type="button" className="btn btn-secondary" disabled={!ready || busy || waiting} onClick={onClick}>
      {label}
    </button>
  );
}
