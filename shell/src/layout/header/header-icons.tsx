import { Link } from 'react-router-dom';
import {
  cartStore,
  cartSummary,
  compareStore,
  formatINR,
  useLanguage,
  usePersisted,
  wishlistStore,
  CartIcon,
  CompareIcon,
  HeartIcon,
} from '@store/shared';
import styles from './header.module.css';
import { useShellT } from '../../i18n/messages';

/** Wishlist, compare and cart, with the cart's amount in rupees and its line count. */
export function HeaderIcons() {
  const items = usePersisted(cartStore);
  const wishlist = usePersisted(wishlistStore);
  const compare = usePersisted(compareStore);
  const { total, count } = cartSummary(items);
  const t = useShellT();
  const language = useLanguage();

  return (
    <nav className={styles.icons} aria-label={t('header.yourLists')}>
      <Link
        to="/wishlist"
        className={`${styles.iconLink} ${styles.listIcon}`}
        aria-label={t('header.wishlist', { count: wishlist.length })}
      >
        <HeartIcon />
        {wishlist.length > 0 && <span className={styles.badge}>{wishlist.length}</span>}
      </Link>
      <Link
        to="/compare"
        className={`${styles.iconLink} ${styles.listIcon}`}
        aria-label={t('header.compare', { count: compare.length })}
      >
        <CompareIcon />
        {compare.length > 0 && <span className={styles.badge}>{compare.length}</span>}
      </Link>
      <Link to="/cart" className={styles.cartLink}>
        <span className={styles.iconLink}>
          <CartIcon />
          <span className="sr-only">{t('header.cartBefore')}</span>
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
          <span className="sr-only">{t('header.cartAfter', { count })}</span>
        </span>
        <span className={styles.cartAmount} data-testid="cart-amount">
          {formatINR(total, language)}
        </span>
      </Link>
    </nav>
  );
}
