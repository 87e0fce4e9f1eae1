import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HEADER_CATEGORIES, useCategoryLabel, useEarlyInput } from '@store/shared';
import styles from './header.module.css';
import { useShellT } from '../../i18n/messages';

export function categoryPath(category: string): string {
  return `/category/${encodeURIComponent(category)}`;
}

/** The header's category dropdown: the spec's ten categories, each routed by its value. */
export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  const early = useEarlyInput();
  const t = useShellT();
  const label = useCategoryLabel();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.categoryMenu} ref={container}>
      <button
        {...early}
        type="button"
        className={styles.categoryButton}
        aria-expanded={open}
        aria-controls="header-categories"
        onClick={() => setOpen(!open)}
      >
        {t('header.allCategories')}
      </button>
      {open && (
        <ul id="header-categories" className={styles.categoryList} aria-label={t('header.allCategoriesList')}>
          {HEADER_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={categoryPath(category)} onClick={() => setOpen(false)}>
                {label(category)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
