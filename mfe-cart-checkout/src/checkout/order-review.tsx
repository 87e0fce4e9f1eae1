import { formatINR, fromPaise, toPaise, type CartItem } from '@store/shared';
import styles from './checkout.module.css';

export function OrderReview({ items }: { items: CartItem[] }) {
  return (
    <table className={`table ${styles.review}`}>
      <caption className={styles.reviewCaption}>Your order</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={styles.amount}>
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.model}>
            <td>
              {item.name} <strong>× {item.quantity}</strong>
            </td>
            <td className={styles.amount}>{formatINR(fromPaise(toPaise(item.price) * item.quantity))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
