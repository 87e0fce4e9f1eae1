// Mobile filter side panel (docs/screens.md §2 Listings): the same filters in a dialog from the left.
// The dialog's code (Radix: focus trap, scroll lock, portal; about 12 KB gzipped, two requests) is not
// part of the listing's first view: it loads when the browser is first idle or the shopper first
// touches the page, and a tap on Filters before then opens the panel as soon as it has arrived.
import { FilterIcon, useEarlyInput } from '@store/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useIdleModule } from '../common/use-idle-module';
import styles from './listing-page.module.css';
import { useCatalogT } from '../i18n/messages';

const loadDialog = () => import(/* webpackChunkName: "filter-dialog" */ './filter-dialog');

export function FilterPanel({ children, resultCount }: { children: ReactNode; resultCount: number }) {
  const dialog = useIdleModule('the filter panel', loadDialog);
  const [open, setOpen] = useState(false);
  const t = useCatalogT();
  const opener = useRef<HTMLButtonElement>(null);
  const early = useEarlyInput(opener);
  return (
    <>
      <button
        {...early}
        type="button"
        className={`btn btn-secondary ${styles.filterButton}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <FilterIcon size={18} /> {t('listing.filters')}
      </button>
      {dialog && (
        <dialog.FilterDialog open={open} onOpenChange={setOpen} resultCount={resultCount} opener={opener}>
          {children}
        </dialog.FilterDialog>
      )}
    </>
  );
}
