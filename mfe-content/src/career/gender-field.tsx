import { useEarlyInput } from '@store/shared';
import type { Gender } from './api';
import styles from './career.module.css';

const OPTIONS: Array<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
];

export function GenderField({ value, onChange }: { value: Gender | ''; onChange: (value: Gender) => void }) {
  const early = useEarlyInput();
  return (
    <fieldset className={styles.gender}>
      <legend>Gender</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className={styles.radio}>
          <input
            {...early}
            type="radio"
            name="gender"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
