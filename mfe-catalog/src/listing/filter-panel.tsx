// Mobile filter side panel (docs/screens.md §2 Listings): the same filters in a Radix dialog from the left.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { FilterIcon } from '../common/icons';
import styles from './listing-page.module.css';

export function FilterPanel({ children, resultCount }: { children: ReactNode; resultCount: number }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`btn btn-secondary ${styles.filterButton}`}>
        <FilterIcon /> Filters
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>Filters</Dialog.Title>
            <Dialog.Close className="btn-link" aria-label="Close filters">
              ✕
            </Dialog.Close>
          </div>
          <div className={styles.panelBody}>{children}</div>
          <Dialog.Close className={`btn btn-primary ${styles.panelDone}`}>Show {resultCount} products</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
