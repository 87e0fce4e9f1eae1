import { Link } from 'react-router-dom';
import { useCartCheckoutT } from '../i18n/messages';
import styles from './empty-cart.module.css';

export function EmptyCart({ message }: { message?: string }) {
  const t = useCartCheckoutT();
  return (
    <div className={`card ${styles.empty}`}>
      <p className={styles.emptyText}>{message ?? t('cart.empty')}</p>
      <Link to="/" className="btn btn-primary">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
