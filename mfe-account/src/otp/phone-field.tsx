import { useState } from 'react';
import { digitsOnly, isPhone, PHONE_LENGTH, TextField, useServerText } from '@store/shared';
import { MESSAGES } from './messages';
import { useAccountT } from '../i18n/messages';

interface PhoneFieldProps {
  value: string;
  onChange: (phone: string) => void;
  disabled?: boolean;
  label?: string;
}

/** Digits only, at most 10; says what is wrong while incomplete and when left empty. */
export function PhoneField({ value, onChange, disabled, label }: PhoneFieldProps) {
  const t = useAccountT();
  const serverText = useServerText();
  const [leftEmpty, setLeftEmpty] = useState(false);
  const error = value && !isPhone(value) ? MESSAGES.phoneIncomplete : leftEmpty && !value ? MESSAGES.phoneInvalid : undefined;
  return (
    <TextField
      label={label ?? t('otp.phone')}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_LENGTH}
      placeholder={t('otp.phonePlaceholder')}
      value={value}
      disabled={disabled}
      error={error && serverText(error)}
      onChange={(event) => {
        setLeftEmpty(false);
        onChange(digitsOnly(event.target.value, PHONE_LENGTH));
      }}
      onBlur={() => setLeftEmpty(!value)}
    />
  );
}
