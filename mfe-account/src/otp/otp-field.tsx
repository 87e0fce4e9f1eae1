import { digitsOnly, TextField, useServerText } from '@store/shared';
import { OTP_LENGTH } from './messages';
import { useAccountT } from '../i18n/messages';

interface OtpFieldProps {
  value: string;
  onChange: (otp: string) => void;
  disabled: boolean;
  error?: string;
}

export function OtpField({ value, onChange, disabled, error }: OtpFieldProps) {
  const t = useAccountT();
  const serverText = useServerText();
  return (
    <TextField
      label="OTP"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={disabled ? t('otp.sendFirst') : t('otp.digits', { count: OTP_LENGTH })}
      value={value}
      disabled={disabled}
      error={error && serverText(error)}
      onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
    />
  );
}
