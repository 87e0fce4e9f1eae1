import { cart, formatINR, fromPaise, imageUrl, productIdFromModel, toPaise, type CartItem } from '@store/shared';
import { Link } from 'react-router-dom';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

export function lineSubtotal(item: CartItem): number {
  return fromPaise(toPaise(item.price) * item.quantity);
}

export function CartRow({ item, index }: { item: CartItem; index: number }) {
  const productPath = `/product/${encodeURIComponent(productIdFromModel(item.model))}`;
  return (
    <tr className={styles.row}>
      <td className={styles.product} data-label="Product">
        <Link to={productPath} className={styles.productLink}>
          {item.url ? <img src={imageUrl(item.url)} alt={item.name} width={64} height={64} loading="lazy" /> : null}
          <span>{item.name}</span>
        </Link>
      </td>
      <td data-label="Price">{formatINR(item.price)}</td>
      <td data-label="Quantity">
        <QuantityInput
          id={`quantity-${index}`}
          label={item.name}
          quantity={item.quantity}
          onChange={(quantity) => cart.setQuantity(item.model, quantity)}
        />
      </td>
      <td data-label="Subtotal">{formatINR(lineSubtotal(item))}</td>
      <td className={styles.remove}>
        <button type="button" className="btn-link" aria-label={`Remove ${item.name}`} onClick={() => cart.remove(item.model)}>
          ✕ <span className={styles.removeText}>Remove</span>
        </button>
      </td>
    </tr>
  );
}
