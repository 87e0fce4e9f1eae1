import { useEarlyInput } from '@store/shared';
import { useContentT, type ContentKey } from '../i18n/messages';
import type { Gender } from './api';
import styles from './career.module.css';

const OPTIONS = [
  { value: 'male', label: 'career.male' },
  { value: 'female', label: 'career.female' },
  { value: 'others', label: 'career.others' },
] as const satisfies ReadonlyArray<{ value: Gender; label: ContentKey }>;

export function GenderField({ value, onChange }: { value: Gender | ''; onChange: (value: Gender) => void }) {
  const early = useEarlyInput();
  const t = useContentT();
  return (
    <fieldset className={styles.gender}>
      <legend>{t('career.gender')}</legend>
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
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
