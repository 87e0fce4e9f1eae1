import { useEarlyInput } from '@store/shared';
import styles from './filters.module.css';
import { useCatalogT } from '../i18n/messages';

interface BrandFilterProps {
  brands: string[];
  chosen: string[];
  onToggle: (brand: string) => void;
}

export function BrandFilter({ brands, chosen, onToggle }: BrandFilterProps) {
  const early = useEarlyInput();
  const t = useCatalogT();
  if (brands.length === 0) return null;
  const picked = new Set(chosen.map((brand) => brand.toLowerCase()));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('listing.brand')}</legend>
      <ul className={styles.checkList}>
        {brands.map((brand) => (
          <li key={brand}>
            <label className={styles.check}>
              <input
                {...early}
                type="checkbox"
                name="brand"
                value={brand}
                checked={picked.has(brand.toLowerCase())}
                onChange={() => onToggle(brand)}
              />
              <span translate="no">{brand}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
