// Price, quantity, Add to Cart, Buy Now and Compare (docs/screens.md §2 Product detail, §4 timers, stock).
import {
  addToCompare,
  cart,
  discountPercent,
  formatINR,
  productPromises,
  TIMERS,
  unitPrice,
  useEarlyInput,
  type Product,
} from '@store/shared';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CartIcon, CompareIcon } from '@store/shared';
import { modelOf } from '../common/links';
import { actOnTap } from '../common/replayed-tap';
import { toCartItem, toCompareItem } from '../common/stored-items';
import { useTimedFlag } from '../common/use-timed-flag';
import type { StockState } from './use-stock';
import styles from './product-page.module.css';

export function PriceBlock({ product }: { product: Product }) {
  const discount = discountPercent(product);
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        {formatINR(unitPrice(product))}
        {discount > 0 && <span className={styles.save}>{discount}% off</span>}
      </p>
      {discount > 0 && (
        <p className={styles.mrp}>
          M.R.P.: <s>{formatINR(product.Regular_price)}</s>
        </p>
      )}
      <p className={styles.taxNote}>Inclusive of all taxes</p>
    </div>
  );
}

export function FeatureBadges({ product }: { product: Product }) {
  return (
    <ul className={styles.features} aria-label="Why buy from us">
      {productPromises(unitPrice(product)).map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

function CompareButton({ product }: { product: Product }) {
  const [label, flash] = useTimedFlag<'Added' | 'Already Added'>(TIMERS.compareRevertMs);
  const early = useEarlyInput();
  return (
    <button
      {...early}
      type="button"
      className="btn btn-secondary"
      onClick={() => flash(addToCompare(toCompareItem(product)) ? 'Added' : 'Already Added')}
    >
      <CompareIcon size={18} /> {label ?? 'Compare'}
    </button>
  );
}

export function BuyBox({ product, stock }: { product: Product; stock: StockState }) {
  const id = useId();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState('');
  const buyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const early = useEarlyInput();
  useEffect(() => () => clearTimeout(buyTimer.current), []);
  // Said here, under the buttons, rather than in a floating notice: the store's notices float over
  // the top right of the screen, which on this page is where Buy Now is for those 3 s.
  const [addedNotice, flashAdded] = useTimedFlag<string>(TIMERS.detailNoticeMs);

  function add(): boolean {
    const amount = Number(quantity);
    if (!Number.isInteger(amount) || amount < 1) {
      setError('Please enter a quantity of 1 or more');
      return false;
    }
    cart.add(toCartItem(product, amount));
    flashAdded(`${product.Name} added to cart successfully`);
    return true;
  }

  const onTap = (event: MouseEvent, act: () => void) => actOnTap(event, modelOf(product), product.Name, act);

  function buyNow() {
    if (!add()) return;
    clearTimeout(buyTimer.current);
    buyTimer.current = setTimeout(() => void navigate('/cart'), TIMERS.buyNowDelayMs);
  }

  return (
    <div className={styles.buyBox}>
      {stock === 'in-stock' && (
        <>
          <p className={styles.inStock}>In Stock</p>
          <div className={styles.quantity}>
            <label htmlFor={id}>Quantity</label>
            <input
              {...early}
              id={id}
              className="input"
              type="number"
              inputMode="numeric"
              value={quantity}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setQuantity(event.target.value);
                setError('');
              }}
            />
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button {...early} type="button" className={`btn ${styles.addButton}`} onClick={(event) => void onTap(event, add)}>
              <CartIcon size={18} /> Add to Cart
            </button>
            <button {...early} type="button" className="btn btn-primary" onClick={(event) => void onTap(event, buyNow)}>
              Buy Now
            </button>
          </div>
          <p className={styles.addedNotice} role="status">
            {addedNotice}
          </p>
        </>
      )}
      {stock === 'out-of-stock' && <p className={styles.outOfStock}>Out of Stock</p>}
      <div className={styles.secondaryActions}>
        <CompareButton key={modelOf(product)} product={product} />
      </div>
    </div>
  );
}
