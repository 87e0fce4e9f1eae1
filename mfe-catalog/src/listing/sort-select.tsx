import { useEarlyInput } from '@store/shared';
import { useId } from 'react';
import { SORTS, type SortKey } from './listing-rules';
import styles from './listing-page.module.css';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  const early = useEarlyInput();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select {...early} id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {SORTS.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
