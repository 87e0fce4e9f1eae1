// Collapsible category menu: a label goes to /category/{label}; the arrow opens its children.
import { useCategoryLabel, useEarlyInput } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import { CATEGORY_TREE, type CategoryNode } from './category-tree-data';
import styles from './filters.module.css';
import { useCatalogT } from '../i18n/messages';

const contains = (node: CategoryNode, current: string): boolean =>
  node.label.toLowerCase() === current.toLowerCase() || (node.children ?? []).some((child) => contains(child, current));

function TreeItem({ node, current }: { node: CategoryNode; current: string }) {
  const [open, setOpen] = useState(() => contains(node, current) && node.label.toLowerCase() !== current.toLowerCase());
  const early = useEarlyInput();
  const t = useCatalogT();
  const category = useCategoryLabel();
  const isCurrent = node.label.toLowerCase() === current.toLowerCase();
  return (
    <li>
      <div className={styles.treeRow}>
        <Link
          to={categoryPath(node.label)}
          className={`${styles.treeLink} ${isCurrent ? styles.current : ''}`}
          aria-current={isCurrent ? 'page' : undefined}
        >
          {category(node.label)}
        </Link>
        {node.children && (
          <button
            {...early}
            type="button"
            className={styles.treeToggle}
            aria-expanded={open}
            aria-label={t(open ? 'listing.hideCategories' : 'listing.showCategories', { name: category(node.label) })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? '−' : '+'}
          </button>
        )}
      </div>
      {node.children && open && (
        <ul className={styles.subTree}>
          {node.children.map((child) => (
            <TreeItem key={child.label} node={child} current={current} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function CategoryTree({ current }: { current: string }) {
  const t = useCatalogT();
  return (
    <nav className={styles.group} aria-label={t('listing.categories')}>
      <h2 className={styles.groupTitle}>{t('listing.categories')}</h2>
      <ul className={styles.tree}>
        {CATEGORY_TREE.map((node) => (
          <TreeItem key={node.label} node={node} current={current} />
        ))}
      </ul>
    </nav>
  );
}
