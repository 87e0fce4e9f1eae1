import type { CartItem } from '@store/shared';
import { CartRow } from './cart-row';
import styles from './cart.module.css';

export function CartTable({ items }: { items: CartItem[] }) {
  return (
    <table className={`table ${styles.table}`}>
      <caption className="sr-only">Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Subtotal</th>
          <th scope="col">
            <span className="sr-only">Remove</span>
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
