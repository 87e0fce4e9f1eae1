// Price, quantity, Add to Cart, Buy Now and Compare (docs/screens.md §2 Product detail, §4 timers, stock).
import {
  addToCompare,
  FREE_SHIPPING_ABOVE,
  cart,
  discountPercent,
  formatINR,
  productPromises,
  TIMERS,
  unitPrice,
  useEarlyInput,
  useLanguage,
  type Product,
} from '@store/shared';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CartIcon, CompareIcon } from '@store/shared';
import { modelOf } from '../common/links';
import { actOnTap, stockCallOf } from '../common/replayed-tap';
import { toCartItem, toCompareItem } from '../common/stored-items';
import { useTimedFlag } from '../common/use-timed-flag';
import type { StockState } from './use-stock';
import styles from './product-page.module.css';
import { useCatalogT } from '../i18n/messages';

export function PriceBlock({ product }: { product: Product }) {
  const t = useCatalogT();
  const language = useLanguage();
  const discount = discountPercent(product);
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        {formatINR(unitPrice(product), language)}
        {discount > 0 && <span className={styles.save}>{t('card.off', { percent: discount })}</span>}
      </p>
      {discount > 0 && (
        <p className={styles.mrp}>
          {t('product.mrp')} <s>{formatINR(product.Regular_price, language)}</s>
        </p>
      )}
      <p className={styles.taxNote}>{t('product.taxes')}</p>
    </div>
  );
}

// productPromises' English, in the page's language (the free-shipping line keeps its amount).
const PROMISES = {
  'Free Shipping': 'promise.freeShipping',
  'Secure Online Payment': 'promise.securePayment',
  'Safe Delivery': 'promise.safeDelivery',
  'Easy Installment': 'promise.easyInstallment',
} as const;

export function FeatureBadges({ product }: { product: Product }) {
  const t = useCatalogT();
  const language = useLanguage();
  const promise = (feature: string): string => {
    if (Object.hasOwn(PROMISES, feature)) return t(PROMISES[feature as keyof typeof PROMISES]);
    return feature.startsWith('Free Shipping above ')
      ? t('promise.freeShippingAbove', { amount: formatINR(FREE_SHIPPING_ABOVE, language) })
      : feature;
  };
  return (
    <ul className={styles.features} aria-label={t('product.whyBuy')}>
      {productPromises(unitPrice(product)).map((feature) => (
        <li key={feature}>{promise(feature)}</li>
      ))}
    </ul>
  );
}

function CompareButton({ product }: { product: Product }) {
  const [label, flash] = useTimedFlag<'card.added' | 'product.alreadyAdded'>(TIMERS.compareRevertMs);
  const early = useEarlyInput();
  const t = useCatalogT();
  return (
    <button
      {...early}
      type="button"
      className="btn btn-secondary"
      onClick={() => flash(addToCompare(toCompareItem(product)) ? 'card.added' : 'product.alreadyAdded')}
    >
      <CompareIcon size={18} /> {t(label ?? 'card.compare')}
    </button>
  );
}

export function BuyBox({ product, stock }: { product: Product; stock: StockState }) {
  const id = useId();
  const t = useCatalogT();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState('');
  const buyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const early = useEarlyInput();
  // Both buy buttons: a tap held before hydration has its stock question asked at once (replayed-tap.ts).
  const buyButton = { ...early, ...stockCallOf(modelOf(product)) };
  useEffect(() => () => clearTimeout(buyTimer.current), []);
  // Said here, under the buttons, rather than in a floating notice: the store's notices float over
  // the top right of the screen, which on this page is where Buy Now is for those 3 s.
  const [addedNotice, flashAdded] = useTimedFlag<string>(TIMERS.detailNoticeMs);

  function add(): boolean {
    const amount = Number(quantity);
    if (!Number.isInteger(amount) || amount < 1) {
      setError(t('product.quantityError'));
      return false;
    }
    cart.add(toCartItem(product, amount));
    return true;
  }

  const saidAdded = () => flashAdded(t('notice.addedToCart', { name: product.Name }));

  function goToCart() {
    saidAdded();
    clearTimeout(buyTimer.current);
    buyTimer.current = setTimeout(() => void navigate('/cart'), TIMERS.buyNowDelayMs);
  }

  const onTap = (event: MouseEvent, confirm: () => void) =>
    actOnTap(event, {
      model: modelOf(product),
      add,
      confirm,
      outOfStock: t('notice.outOfStock', { name: product.Name }),
    });

  return (
    <div className={styles.buyBox}>
      {stock === 'in-stock' && (
        <>
          <p className={styles.inStock}>{t('card.inStock')}</p>
          <div className={styles.quantity}>
            <label htmlFor={id}>{t('product.quantity')}</label>
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
            <button
              {...buyButton}
              type="button"
              className={`btn ${styles.addButton}`}
              onClick={(event) => void onTap(event, saidAdded)}
            >
              <CartIcon size={18} /> {t('product.addToCart')}
            </button>
            <button {...buyButton} type="button" className="btn btn-primary" onClick={(event) => void onTap(event, goToCart)}>
              {t('product.buyNow')}
            </button>
          </div>
          <p className={styles.addedNotice} role="status">
            {addedNotice}
          </p>
        </>
      )}
      {stock === 'out-of-stock' && <p className={styles.outOfStock}>{t('card.outOfStock')}</p>}
      <div className={styles.secondaryActions}>
        <CompareButton key={modelOf(product)} product={product} />
      </div>
    </div>
  );
}
