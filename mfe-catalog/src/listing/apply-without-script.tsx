// Before the page's scripts have run, a listing's sort and filters are plain GET forms to the listing's
// own address, whose query is what the page reads (use-listing-query.ts); this button sends one, for a
// shopper whose browser runs no script. Out of sight until it has the keyboard's focus, and gone once
// the page is hydrated, when each change applies at once (and one made before is replayed, useEarlyInput).
import { useHydrating } from '@store/shared';
import styles from './listing-page.module.css';

export function ApplyWithoutScript({ label }: { label: string }) {
  if (!useHydrating()) return null;
  return (
    <button type="submit" className={styles.applyWithoutScript}>
      {label}
    </button>
  );
}

/** The rest of the listing's query, sent with a form that changes only part of it. */
export function KeptQuery({ fields }: { fields: Array<[string, string]> }) {
  return fields.map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}
