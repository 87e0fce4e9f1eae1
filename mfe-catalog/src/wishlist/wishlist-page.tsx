// /wishlist (docs/screens.md §2 Wishlist): remove, price, in-stock flag and Add to Cart, from storage key 'wishlist'.
import {
  cart,
  formatINR,
  imageUrl,
  removeFromWishlist,
  showNotice,
  TIMERS,
  usePageMeta,
  usePersisted,
  wishlistStore,
  type WishlistItem,
} from '@store/shared';
import { Link } from 'react-router-dom';
import { productPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import styles from '../common/table-page.module.css';

function addToCart(item: WishlistItem) {
  cart.add({ model: item.model, name: item.name, price: Number(item.sale_price || item.regular_price || 0), url: item.image });
  showNotice(`${item.name} added to cart successfully`, { tone: 'success', durationMs: TIMERS.detailNoticeMs });
}

export function WishlistPage() {
  usePageMeta('Wishlist');
  const items = usePersisted(wishlistStore);

  return (
    <div className="page">
      <h1 className="page-title">Wishlist</h1>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your wishlist is empty.</p>
          <Link className="btn btn-primary" to="/">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <table className={`table ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">
                <span className="sr-only">Add to cart</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const sale = Number(item.sale_price || 0);
              const regular = Number(item.regular_price || 0);
              return (
                <tr key={item.model}>
                  <td data-label="">
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove ${item.name} from wishlist`}
                      onClick={() => removeFromWishlist(item.model)}
                    >
                      ✕
                    </button>
                  </td>
                  <td data-label="Product">
                    <Link className={styles.product} to={productPath(item.model)}>
                      <SmartImage
                        src={imageUrl(item.image)}
                        alt=""
                        fallbackLabel=""
                        width={72}
                        height={72}
                        className={styles.thumb}
                      />
                      <span>{item.name}</span>
                    </Link>
                  </td>
                  <td data-label="Price">
                    <strong>{formatINR(sale || regular)}</strong>
                    {sale > 0 && regular > sale && <s className={styles.mrp}>{formatINR(regular)}</s>}
                  </td>
                  <td data-label="Stock" className={item.in_stock ? 'text-success' : 'text-error'}>
                    {item.in_stock ? 'In Stock' : 'Out of Stock'}
                  </td>
                  <td data-label="">
                    <button type="button" className="btn btn-primary" disabled={!item.in_stock} onClick={() => addToCart(item)}>
                      Add to Cart
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
