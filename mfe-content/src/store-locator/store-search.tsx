import { useEarlyInput } from '@store/shared';
import styles from './store-locator.module.css';

interface StoreSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function StoreSearch({ value, onChange }: StoreSearchProps) {
  const early = useEarlyInput();
  return (
    <form {...early} className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="store-search">Find a store by pincode or area</label>
        <input
          {...early}
          id="store-search"
          type="search"
          className="input"
          placeholder="e.g. 700016 or Salt Lake"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </form>
  );
}
