import { Link } from 'react-router-dom';
import {
  cartStore,
  cartSummary,
  compareStore,
  formatINR,
  usePersisted,
  wishlistStore,
  CartIcon,
  CompareIcon,
  HeartIcon,
} from '@store/shared';
import styles from './header.module.css';

const itemCount = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/** Wishlist, compare and cart, with the cart's amount in rupees and its line count. */
export function HeaderIcons() {
  const items = usePersisted(cartStore);
  const wishlist = usePersisted(wishlistStore);
  const compare = usePersisted(compareStore);
  const { total, count } = cartSummary(items);

  return (
    <nav className={styles.icons} aria-label="Your lists">
      <Link
        to="/wishlist"
        className={`${styles.iconLink} ${styles.listIcon}`}
        aria-label={`Wishlist, ${itemCount(wishlist.length)}`}
      >
        <HeartIcon />
        {wishlist.length > 0 && <span className={styles.badge}>{wishlist.length}</span>}
      </Link>
      <Link
        to="/compare"
        className={`${styles.iconLink} ${styles.listIcon}`}
        aria-label={`Compare, ${itemCount(compare.length)}`}
      >
        <CompareIcon />
        {compare.length > 0 && <span className={styles.badge}>{compare.length}</span>}
      </Link>
      <Link to="/cart" className={styles.cartLink}>
        <span className={styles.iconLink}>
          <CartIcon />
          <span className="sr-only">Cart: </span>
          <span className={styles.badge} data-testid="cart-count">
            {count}
          </span>
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}, </span>
        </span>
        <span className={styles.cartAmount} data-testid="cart-amount">
          {formatINR(total)}
        </span>
      </Link>
    </nav>
  );
}
