// The 10 fixed top categories of the brand and search pages (docs/screens.md §2, §9).
import { HEADER_CATEGORIES, categoryLabel } from '@store/shared';
import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import styles from './filters.module.css';

export function TopCategories() {
  return (
    <nav className={styles.group} aria-label="Top categories">
      <h2 className={styles.groupTitle}>Top Categories</h2>
      <ul className={styles.tree}>
        {HEADER_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={categoryPath(category)} className={styles.treeLink}>
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
