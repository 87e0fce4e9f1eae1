import { formatINR, imageUrl, removeFromCompare, type CompareItem } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { StarRating } from '../common/star-rating';
import { isInStockFlag } from '../common/stored-items';
import { useLoad } from '../common/use-load';
import { type CatalogKey, useCatalogT } from '../i18n/messages';
import { fetchAverageRating } from './api';
import styles from './compare-page.module.css';

function Rating({ model }: { model: string }) {
  const t = useCatalogT();
  const rating = useLoad(model, (signal) => fetchAverageRating(model, signal));
  if (rating.status !== 'done' || rating.data === null) return <span className="muted">{t('compare.noRatings')}</span>;
  return <StarRating value={rating.data} size={15} />;
}

function Price({ item }: { item: CompareItem }) {
  const sale = Number(item.sale_price || 0);
  const regular = Number(item.regular_price || 0);
  return (
    <>
      <strong>{formatINR(sale || regular)}</strong>
      {sale > 0 && regular > sale && <s className={styles.mrp}>{formatINR(regular)}</s>}
    </>
  );
}

const inStock = (stock: CompareItem['stock']) =>
  typeof stock === 'number' || typeof stock === 'boolean' ? isInStockFlag(stock) : false;

/** catalogued: the cell holds the catalogue's own text, as it has it (not the page's language). */
const ROWS: Array<{ label: CatalogKey; catalogued?: boolean; cell: (item: CompareItem) => ReactNode }> = [
  { label: 'compare.price', cell: (item) => <Price item={item} /> },
  { label: 'compare.description', catalogued: true, cell: (item) => item.description || '—' },
  { label: 'compare.sku', catalogued: true, cell: (item) => item.sku || '—' },
  { label: 'compare.availability', cell: (item) => <Availability stock={item.stock} /> },
  { label: 'compare.weight', catalogued: true, cell: (item) => item.weight || '—' },
  { label: 'compare.dimensions', catalogued: true, cell: (item) => item.dimmensions || '—' },
  { label: 'compare.brand', catalogued: true, cell: (item) => item.brand || '—' },
  { label: 'compare.rating', cell: (item) => <Rating model={item.model} /> },
];

function Availability({ stock }: { stock: CompareItem['stock'] }) {
  const t = useCatalogT();
  return inStock(stock) ? (
    <span className="text-success">{t('card.inStock')}</span>
  ) : (
    <span className="text-error">{t('card.outOfStock')}</span>
  );
}

export function CompareTable({ items }: { items: CompareItem[] }) {
  const t = useCatalogT();
  return (
    <div className={styles.scroller}>
      <table className={`table ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('compare.feature')}</span>
            </th>
            {items.map((item) => (
              <th key={item.model} scope="col" className={styles.productHead}>
                <Link to={productPath(item.model)} className={styles.product}>
                  <SmartImage
                    src={imageUrl(item.image)}
                    alt=""
                    fallbackLabel=""
                    width={140}
                    height={140}
                    className={styles.image}
                  />
                  <span translate="no">{item.name}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {items.map((item) => (
                <td key={item.model} translate={row.catalogued ? 'no' : undefined}>
                  {row.cell(item)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('compare.delete')}</th>
            {items.map((item) => (
              <td key={item.model}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t('compare.remove', { name: item.name })}
                  onClick={() => removeFromCompare(item.model)}
                >
                  {t('compare.delete')}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
