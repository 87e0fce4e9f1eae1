import { Link } from 'react-router-dom';
import styles from './empty-cart.module.css';

export function EmptyCart({ message = 'Your cart is empty' }: { message?: string }) {
  return (
    <div className={`card ${styles.empty}`}>
      <p className={styles.emptyText}>{message}</p>
      <Link to="/" className="btn btn-primary">
        Continue Shopping
      </Link>
    </div>
  );
}
