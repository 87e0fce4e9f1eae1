import { useEarlyInput } from '@store/shared';
import styles from './listing-page.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const early = useEarlyInput();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <button {...early} type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      <button
        {...early}
        type="button"
        className="btn btn-secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
