// Star display in half steps (docs/screens.md §9); the label carries the number for screen readers.
import styles from './star-rating.module.css';
import { useCatalogT } from '../i18n/messages';

export const toHalfSteps = (value: number) => Math.min(5, Math.max(0, Math.round(value * 2) / 2));

export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const t = useCatalogT();
  const shown = toHalfSteps(value);
  return (
    <span className={styles.stars} role="img" aria-label={t('rating.rated', { value: shown })} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = shown >= star ? 'full' : shown >= star - 0.5 ? 'half' : 'empty';
        return <span key={star} className={`${styles.star} ${styles[fill]}`} aria-hidden="true" data-fill={fill} />;
      })}
    </span>
  );
}
