import { formatINR, imageUrl, removeFromCompare, type CompareItem } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { StarRating } from '../common/star-rating';
import { isInStockFlag } from '../common/stored-items';
import { useLoad } from '../common/use-load';
import { fetchAverageRating } from './api';
import styles from './compare-page.module.css';

function Rating({ model }: { model: string }) {
  const rating = useLoad(model, (signal) => fetchAverageRating(model, signal));
  if (rating.status !== 'done' || rating.data === null) return <span className="muted">No ratings</span>;
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

const ROWS: Array<{ label: string; cell: (item: CompareItem) => ReactNode }> = [
  { label: 'Price', cell: (item) => <Price item={item} /> },
  { label: 'Description', cell: (item) => item.description || '—' },
  { label: 'SKU', cell: (item) => item.sku || '—' },
  {
    label: 'Availability',
    cell: (item) =>
      inStock(item.stock) ? <span className="text-success">In Stock</span> : <span className="text-error">Out of Stock</span>,
  },
  { label: 'Weight', cell: (item) => item.weight || '—' },
  { label: 'Dimensions', cell: (item) => item.dimmensions || '—' },
  { label: 'Brand', cell: (item) => item.brand || '—' },
  { label: 'Rating', cell: (item) => <Rating model={item.model} /> },
];

export function CompareTable({ items }: { items: CompareItem[] }) {
  return (
    <div className={styles.scroller}>
      <table className={`table ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Feature</span>
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
                  <span>{item.name}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {items.map((item) => (
                <td key={item.model}>{row.cell(item)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Delete</th>
            {items.map((item) => (
              <td key={item.model}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Remove ${item.name} from compare`}
                  onClick={() => removeFromCompare(item.model)}
                >
                  Delete
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
