// /wishlist (docs/screens.md §2 Wishlist): remove, price, in-stock flag and Add to Cart, from storage key 'wishlist'.
import {
  cart,
  formatINR,
  useLanguage,
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
import { useCatalogT } from '../i18n/messages';

function addToCart(item: WishlistItem, notice: string) {
  cart.add({ model: item.model, name: item.name, price: Number(item.sale_price || item.regular_price || 0), url: item.image });
  showNotice(notice, { tone: 'success', durationMs: TIMERS.detailNoticeMs });
}

export function WishlistPage() {
  const t = useCatalogT();
  const language = useLanguage();
  usePageMeta(t('wishlist.title'));
  const items = usePersisted(wishlistStore);

  return (
    <div className="page">
      <h1 className="page-title">{t('wishlist.title')}</h1>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('wishlist.empty')}</p>
          <Link className="btn btn-primary" to="/">
            {t('wishlist.continueShopping')}
          </Link>
        </div>
      ) : (
        <table className={`table ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t('wishlist.remove')}</span>
              </th>
              <th scope="col">{t('wishlist.product')}</th>
              <th scope="col">{t('wishlist.price')}</th>
              <th scope="col">{t('wishlist.stock')}</th>
              <th scope="col">
                <span className="sr-only">{t('card.addToCart')}</span>
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
                      aria-label={t('wishlist.removeItem', { name: item.name })}
                      onClick={() => removeFromWishlist(item.model)}
                    >
                      ✕
                    </button>
                  </td>
                  <td data-label={t('wishlist.product')}>
                    <Link className={styles.product} to={productPath(item.model)}>
                      <SmartImage
                        src={imageUrl(item.image)}
                        alt=""
                        fallbackLabel=""
                        width={72}
                        height={72}
                        className={styles.thumb}
                      />
                      <span translate="no">{item.name}</span>
                    </Link>
                  </td>
                  <td data-label={t('wishlist.price')}>
                    <strong>{formatINR(sale || regular, language)}</strong>
                    {sale > 0 && regular > sale && <s className={styles.mrp}>{formatINR(regular, language)}</s>}
                  </td>
                  <td data-label={t('wishlist.stock')} className={item.in_stock ? 'text-success' : 'text-error'}>
                    {item.in_stock ? t('card.inStock') : t('card.outOfStock')}
                  </td>
                  <td data-label="">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={!item.in_stock}
                      onClick={() => addToCart(item, t('notice.addedToCart', { name: item.name }))}
                    >
                      {t('product.addToCart')}
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
