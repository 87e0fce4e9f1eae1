// The phone's filter side panel itself: a Radix dialog from the left (docs/screens.md §2 Listings),
// in a chunk of its own that filter-panel.tsx loads after the page's first view.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styles from './listing-page.module.css';
import { useCatalogT } from '../i18n/messages';

export interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number;
  /** The button that opened it: focus goes back there when the panel closes. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export function FilterDialog({ open, onOpenChange, resultCount, opener, children }: FilterDialogProps) {
  const t = useCatalogT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>{t('listing.filters')}</Dialog.Title>
            <Dialog.Close className="btn-link" aria-label={t('listing.closeFilters')}>
              ✕
            </Dialog.Close>
          </div>
          <div className={styles.panelBody}>{children}</div>
          <Dialog.Close className={`btn btn-primary ${styles.panelDone}`}>
            {t('listing.showProducts', { count: resultCount })}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
