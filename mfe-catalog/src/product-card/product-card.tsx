// The product tile used on home, listings and related products (docs/screens.md §2 Product card, §4 timers).
import {
  addToCompare,
  addToWishlist,
  cart,
  discountPercent,
  firstImage,
  formatINR,
  imageUrl,
  showNotice,
  TIMERS,
  unitPrice,
  useEarlyInput,
  useLanguage,
  type Product,
} from '@store/shared';
import { CartIcon, CheckIcon, CompareIcon, HeartIcon } from '@store/shared';
import { modelOf, productPath } from '../common/links';
import { actOnTap, stockCallOf, type BuyTap } from '../common/replayed-tap';
import { SmartImage } from '../common/smart-image';
import { isInStockFlag, toCartItem, toCompareItem, toWishlistItem } from '../common/stored-items';
import { useTimedFlag } from '../common/use-timed-flag';
import styles from './product-card.module.css';
import { useCatalogT } from '../i18n/messages';

interface ProductCardProps {
  product: Product;
  /** Cards in the first row of a listing are above the fold: load their images at once. */
  eager?: boolean;
  /** The card's image is among the first view's largest paints: fetched before other images. */
  priority?: boolean;
}

export function ProductCard({ product, eager, priority }: ProductCardProps) {
  const t = useCatalogT();
  const language = useLanguage();
  const [cartAdded, flashCart] = useTimedFlag(TIMERS.cardConfirmMs);
  const [wishAdded, flashWish] = useTimedFlag(TIMERS.cardConfirmMs);
  const [compareAdded, flashCompare] = useTimedFlag(TIMERS.cardConfirmMs);
  const price = unitPrice(product);
  const regular = Number(product.Regular_price || 0);
  const discount = discountPercent(product);
  // The listing's stock flag (more than 2 sellable, docs/screens.md §4): otherwise 'Out of Stock' and no cart icon.
  const inStock = isInStockFlag(product.In_stock);
  const early = useEarlyInput();

  // Made on a tap, not on every render: a page renders dozens of cards, and the words cost.
  const addToCart = (): BuyTap => ({
    model: modelOf(product),
    add: () => {
      cart.add(toCartItem(product));
      return true;
    },
    confirm: () => {
      flashCart(true);
      showNotice(t('notice.addedToCart', { name: product.Name }), { tone: 'success', durationMs: TIMERS.homeCartNoticeMs });
    },
    outOfStock: t('notice.outOfStock', { name: product.Name }),
  });

  function wish() {
    // An existing model is left as it is (docs/screens.md §4); the label still confirms it is on the list.
    addToWishlist(toWishlistItem(product));
    flashWish(true);
  }

  function compare() {
    addToCompare(toCompareItem(product));
    flashCompare(true);
  }

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SmartImage
          src={imageUrl(firstImage(product.Images))}
          alt={product.Name}
          width={300}
          height={300}
          eager={eager}
          priority={priority}
          className={styles.image}
        />
        {discount > 0 && <span className={styles.badge}>{t('card.off', { percent: discount })}</span>}
        <div className={styles.hoverActions}>
          <button {...early} type="button" className={`${styles.iconButton} ${wishAdded ? styles.done : ''}`} onClick={wish}>
            <HeartIcon size={18} />{' '}
            <span className={styles.actionLabel}>{wishAdded ? t('card.added') : t('card.addToWishlist')}</span>
          </button>
          <button
            {...early}
            type="button"
            className={`${styles.iconButton} ${compareAdded ? styles.done : ''}`}
            onClick={compare}
          >
            <CompareIcon size={18} />{' '}
            <span className={styles.actionLabel}>{compareAdded ? t('card.added') : t('card.compare')}</span>
          </button>
        </div>
      </div>
      <p className={styles.brand} translate="no">
        {product.Brands}
      </p>
      <h3 className={styles.name} translate="no">
        <a className={styles.link} href={productPath(modelOf(product))} target="_blank" rel="noopener">
          {product.Name}
        </a>
      </h3>
      <div className={styles.priceRow}>
        <span className={styles.price}>{formatINR(price, language)}</span>
        {discount > 0 && <s className={styles.mrp}>{formatINR(regular, language)}</s>}
      </div>
      {inStock ? (
        <button
          {...early}
          {...stockCallOf(modelOf(product))}
          type="button"
          className={`${styles.cartButton} ${cartAdded ? styles.cartAdded : ''}`}
          onClick={(event) => void actOnTap(event, addToCart())}
          aria-label={t(cartAdded ? 'card.addedToCartLabel' : 'card.addToCartLabel', { name: product.Name })}
        >
          {cartAdded ? <CheckIcon size={18} /> : <CartIcon size={18} />}
          <span>{cartAdded ? t('card.addedToCart') : t('card.addToCart')}</span>
        </button>
      ) : (
        <p className={styles.outOfStock}>{t('card.outOfStock')}</p>
      )}
    </article>
  );
}
