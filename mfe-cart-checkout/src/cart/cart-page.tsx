// /cart (docs/screens.md §2 Cart, §4 Cart page states, §9 totals).
import { cartStore, cartTotals, couponStore, usePageMeta, usePersisted } from '@store/shared';
import { Link } from 'react-router-dom';
import { useCartCheckoutT } from '../i18n/messages';
import { CouponForm } from '../coupon/coupon-form';
import { OrderTotals } from '../order-totals/order-totals';
import { PincodeCheck } from '../pincode/pincode-check';
import { CartTable } from './cart-table';
import { EmptyCart } from '../common/empty-cart';
import styles from './cart.module.css';

export function CartPage() {
  const t = useCartCheckoutT();
  usePageMeta(t('heads.cart.title'), t('heads.cart.description'));
  const items = usePersisted(cartStore);
  const coupon = usePersisted(couponStore);

  if (items.length === 0) {
    return (
      <section className="page">
        <h1 className="page-title">{t('cart.title')}</h1>
        <EmptyCart />
      </section>
    );
  }

  const totals = cartTotals(items, coupon);
  return (
    <section className="page">
      <h1 className="page-title">{t('cart.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CartTable items={items} />
          <div className={styles.actions}>
            <CouponForm />
          </div>
        </div>
        <aside className={styles.side}>
          <OrderTotals totals={totals} couponName={coupon?.coupon_name}>
            <PincodeCheck />
          </OrderTotals>
          <Link to="/checkout" className={`btn btn-primary ${styles.proceed}`}>
            {t('cart.proceed')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
