import styles from './orders.module.css';
import { useAccountT } from '../i18n/messages';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, onPage }: PaginationProps) {
  const t = useAccountT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('orders.pages')}>
      <button type="button" className="btn btn-secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('orders.previous')}
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? 'btn btn-primary' : 'btn btn-secondary'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('orders.page', { number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="btn btn-secondary" disabled={page === pages} onClick={() => onPage(page + 1)}>
        {t('orders.next')}
      </button>
    </nav>
  );
}
