import { cart, formatINR, useLanguage, fromPaise, imageUrl, productIdFromModel, toPaise, type CartItem } from '@store/shared';
import { Link } from 'react-router-dom';
import { useCartCheckoutT } from '../i18n/messages';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

export function lineSubtotal(item: CartItem): number {
  return fromPaise(toPaise(item.price) * item.quantity);
}

export function CartRow({ item, index }: { item: CartItem; index: number }) {
  const t = useCartCheckoutT();
  const language = useLanguage();
  const productPath = `/product/${encodeURIComponent(productIdFromModel(item.model))}`;
  return (
    <tr className={styles.row}>
      <td className={styles.product} data-label={t('cart.product')}>
        <Link to={productPath} className={styles.productLink}>
          {item.url ? <img src={imageUrl(item.url)} alt={item.name} width={64} height={64} loading="lazy" /> : null}
          <span translate="no">{item.name}</span>
        </Link>
      </td>
      <td data-label={t('cart.price')}>{formatINR(item.price, language)}</td>
      <td data-label={t('cart.quantity')}>
        <QuantityInput
          id={`quantity-${index}`}
          label={item.name}
          quantity={item.quantity}
          onChange={(quantity) => cart.setQuantity(item.model, quantity)}
        />
      </td>
      <td data-label={t('cart.subtotal')}>{formatINR(lineSubtotal(item), language)}</td>
      <td className={styles.remove}>
        <button
          type="button"
          className="btn-link"
          aria-label={t('cart.removeItem', { name: item.name })}
          onClick={() => cart.remove(item.model)}
        >
          ✕ <span className={styles.removeText}>{t('cart.remove')}</span>
        </button>
      </td>
    </tr>
  );
}
