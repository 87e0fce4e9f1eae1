// The 10 fixed top categories of the brand and search pages (docs/screens.md §2, §9).
import { HEADER_CATEGORIES, useCategoryLabel } from '@store/shared';
import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import styles from './filters.module.css';
import { useCatalogT } from '../i18n/messages';

export function TopCategories() {
  const t = useCatalogT();
  const category = useCategoryLabel();
  return (
    <nav className={styles.group} aria-label={t('listing.topCategoriesLabel')}>
      <h2 className={styles.groupTitle}>{t('listing.topCategories')}</h2>
      <ul className={styles.tree}>
        {HEADER_CATEGORIES.map((value) => (
          <li key={value}>
            <Link to={categoryPath(value)} className={styles.treeLink}>
              {category(value)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
