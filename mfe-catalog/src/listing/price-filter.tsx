import { formatINR, useEarlyInput } from '@store/shared';
import { useId } from 'react';
import type { PriceBounds } from './listing-rules';
import styles from './filters.module.css';

interface PriceFilterProps {
  bounds: PriceBounds;
  /** The chosen maximum, already within the bounds. */
  max: number;
  onChange: (max: number | null) => void;
}

export function PriceFilter({ bounds, max, onChange }: PriceFilterProps) {
  const id = useId();
  const early = useEarlyInput();
  const step = bounds.max - bounds.min > 10_000 ? 100 : 1;
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.groupTitle}>
        Price
      </h2>
      <label htmlFor={id} className="sr-only">
        Maximum price
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
        aria-valuetext={formatINR(max)}
        onChange={(event) => {
          const value = Math.min(Number(event.target.value), bounds.max);
          onChange(value >= bounds.max ? null : value);
        }}
      />
      <p className={styles.rangeValues}>
        <span>{formatINR(bounds.min)}</span>
        <span aria-hidden="true">–</span>
        <output htmlFor={id}>{formatINR(max)}</output>
      </p>
    </section>
  );
}
