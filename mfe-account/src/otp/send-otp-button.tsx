interface SendOtpButtonProps {
  sent: boolean;
  busy: boolean;
  ready: boolean;
  secondsLeft: number;
  onClick: () => void;
}

/** Send OTP, then a resend countdown, then Resend OTP. */
export function SendOtpButton({ sent, busy, ready, secondsLeft, onClick }: SendOtpButtonProps) {
  const waiting = secondsLeft > 0;
  const action = sent ? 'Resend OTP' : 'Send OTP';
  const label = busy ? 'Sending...' : waiting ? `${action} in ${secondsLeft}s` : action;
  return (
    <button type="button" className="btn btn-secondary" disabled={!ready || busy || waiting} onClick={onClick}>
      {label}
    </button>
  );
}
