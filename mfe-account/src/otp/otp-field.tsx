import { digitsOnly, TextField } from '@store/shared';
import { OTP_LENGTH } from './messages';

interface OtpFieldProps {
  value: string;
  onChange: (otp: string) => void;
  disabled: boolean;
  error?: string;
}

export function OtpField({ value, onChange, disabled, error }: OtpFieldProps) {
  return (
    <TextField
      label="OTP"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={disabled ? 'Send OTP first' : `${OTP_LENGTH}-digit code`}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
    />
  );
}
