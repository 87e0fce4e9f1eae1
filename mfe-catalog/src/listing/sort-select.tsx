import { useEarlyInput } from '@store/shared';
import { useId } from 'react';
import { ApplyWithoutScript, KeptQuery } from './apply-without-script';
import { SORTS, type SortKey } from './listing-rules';
import styles from './listing-page.module.css';
import { useCatalogT } from '../i18n/messages';

interface SortSelectProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
  /** The listing's own address, and the rest of its query, for the form that works without script. */
  action: string;
  kept: Array<[string, string]>;
}

export function SortSelect({ value, onChange, action, kept }: SortSelectProps) {
  const id = useId();
  const t = useCatalogT();
  const early = useEarlyInput();
  return (
    <form method="get" action={action} className={styles.sort}>
      <KeptQuery fields={kept} />
      <label htmlFor={id}>{t('listing.sortBy')}</label>
      <select
        {...early}
        id={id}
        name="sort"
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
      >
        {SORTS.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {t(sort.label)}
          </option>
        ))}
      </select>
      <ApplyWithoutScript label={t('listing.applySort')} />
    </form>
  );
}
