// The totals box of the cart and checkout: subtotal, coupon line, shipping, total (docs/screens.md §2, §9).
import { formatINR, type CartTotals } from '@store/shared';
import type { ReactNode } from 'react';
import styles from './order-totals.module.css';

interface OrderTotalsProps {
  totals: CartTotals;
  couponName?: string | null;
  /** Extra rows shown between shipping and total (the cart's pincode check). */
  children?: ReactNode;
  caption?: string;
}

export function OrderTotals({ totals, couponName, children, caption = 'Cart totals' }: OrderTotalsProps) {
  return (
    <section className={`card ${styles.totals}`} aria-label={caption}>
      <h2 className={styles.heading}>{caption}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd data-testid="totals-subtotal">{formatINR(totals.subtotal)}</dd>
        </div>
        {couponName ? (
          <div className={styles.row}>
            <dt>Coupon: {couponName}</dt>
            <dd data-testid="totals-discount">−{formatINR(totals.discount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>Shipping</dt>
          <dd data-testid="totals-shipping">{totals.shipping > 0 ? formatINR(totals.shipping) : 'Free shipping'}</dd>
        </div>
        {children ? <div className={styles.extra}>{children}</div> : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd data-testid="totals-total">{formatINR(totals.total)}</dd>
        </div>
      </dl>
      <p className={`muted ${styles.note}`}>Prices are inclusive of all taxes.</p>
    </section>
  );
}
