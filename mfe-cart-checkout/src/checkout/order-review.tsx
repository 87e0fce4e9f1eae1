import { formatINR, useLanguage, fromPaise, toPaise, type CartItem } from '@store/shared';
import { useCartCheckoutT } from '../i18n/messages';
import styles from './checkout.module.css';

export function OrderReview({ items }: { items: CartItem[] }) {
  const t = useCartCheckoutT();
  const language = useLanguage();
  return (
    <table className={`table ${styles.review}`}>
      <caption className={styles.reviewCaption}>{t('checkout.yourOrder')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col" className={styles.amount}>
            {t('cart.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.model}>
            <td>
              <span translate="no">{item.name}</span> <strong>× {item.quantity}</strong>
            </td>
            <td className={styles.amount}>{formatINR(fromPaise(toPaise(item.price) * item.quantity), language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
