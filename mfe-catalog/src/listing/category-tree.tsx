// Collapsible category menu: a label goes to /category/{label}; the arrow opens its children.
import { useEarlyInput } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import { CATEGORY_TREE, type CategoryNode } from './category-tree-data';
import styles from './filters.module.css';

const contains = (node: CategoryNode, current: string): boolean =>
  node.label.toLowerCase() === current.toLowerCase() || (node.children ?? []).some((child) => contains(child, current));

function TreeItem({ node, current }: { node: CategoryNode; current: string }) {
  const [open, setOpen] = useState(() => contains(node, current) && node.label.toLowerCase() !== current.toLowerCase());
  const early = useEarlyInput();
  const isCurrent = node.label.toLowerCase() === current.toLowerCase();
  return (
    <li>
      <div className={styles.treeRow}>
        <Link
          to={categoryPath(node.label)}
          className={`${styles.treeLink} ${isCurrent ? styles.current : ''}`}
          aria-current={isCurrent ? 'page' : undefined}
        >
          {node.label}
        </Link>
        {node.children && (
          <button
            {...early}
            type="button"
            className={styles.treeToggle}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} ${node.label} categories`}
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
  return (
    <nav className={styles.group} aria-label="Categories">
      <h2 className={styles.groupTitle}>Categories</h2>
      <ul className={styles.tree}>
        {CATEGORY_TREE.map((node) => (
          <TreeItem key={node.label} node={node} current={current} />
        ))}
      </ul>
    </nav>
  );
}
