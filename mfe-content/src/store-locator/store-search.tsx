import { useContentT } from '../i18n/messages';
import { useEarlyInput } from '@store/shared';
import styles from './store-locator.module.css';

interface StoreSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function StoreSearch({ value, onChange }: StoreSearchProps) {
  const early = useEarlyInput();
  const t = useContentT();
  return (
    <form {...early} className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="store-search">{t('storeLocator.searchLabel')}</label>
        <input
          {...early}
          id="store-search"
          type="search"
          className="input"
          placeholder={t('storeLocator.searchPlaceholder')}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </form>
  );
}
