import { formatINR, useEarlyInput, useLanguage } from '@store/shared';
import { useId } from 'react';
import type { PriceBounds } from './listing-rules';
import styles from './filters.module.css';
import { useCatalogT } from '../i18n/messages';

interface PriceFilterProps {
  bounds: PriceBounds;
  /** The chosen maximum, already within the bounds. */
  max: number;
  onChange: (max: number | null) => void;
}

export function PriceFilter({ bounds, max, onChange }: PriceFilterProps) {
  const id = useId();
  const t = useCatalogT();
  const language = useLanguage();
  const early = useEarlyInput();
  const step = bounds.max - bounds.min > 10_000 ? 100 : 1;
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.groupTitle}>
        {t('listing.price')}
      </h2>
      <label htmlFor={id} className="sr-only">
        {t('listing.maxPrice')}
      </label>
      <input
        {...early}
        id={id}
        name="max"
        className={styles.range}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={max}
        aria-valuetext={formatINR(max, language)}
        onChange={(event) => {
          const value = Math.min(Number(event.target.value), bounds.max);
          onChange(value >= bounds.max ? null : value);
        }}
      />
      <p className={styles.rangeValues}>
        <span>{formatINR(bounds.min, language)}</span>
        <span aria-hidden="true">–</span>
        <output htmlFor={id}>{formatINR(max, language)}</output>
      </p>
    </section>
  );
}
