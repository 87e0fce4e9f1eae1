import type { CartItem } from '@store/shared';
import { useCartCheckoutT } from '../i18n/messages';
import { CartRow } from './cart-row';
import styles from './cart.module.css';

export function CartTable({ items }: { items: CartItem[] }) {
  const t = useCartCheckoutT();
  return (
    <table className={`table ${styles.table}`}>
      <caption className="sr-only">{t('cart.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.price')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.subtotal')}</th>
          <th scope="col">
            <span className="sr-only">{t('cart.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <CartRow key={item.model} item={item} index={index} />
        ))}
      </tbody>
    </table>
  );
}
