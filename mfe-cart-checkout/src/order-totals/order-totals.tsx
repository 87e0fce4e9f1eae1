// The totals box of the cart and checkout: subtotal, coupon line, shipping, total (docs/screens.md §2, §9).
import { formatINR, useLanguage, type CartTotals } from '@store/shared';
import type { ReactNode } from 'react';
import { useCartCheckoutT } from '../i18n/messages';
import styles from './order-totals.module.css';

interface OrderTotalsProps {
  totals: CartTotals;
  couponName?: string | null;
  /** Extra rows shown between shipping and total (the cart's pincode check). */
  children?: ReactNode;
  caption?: string;
}

export function OrderTotals({ totals, couponName, children, caption }: OrderTotalsProps) {
  const t = useCartCheckoutT();
  const language = useLanguage();
  const heading = caption ?? t('totals.cart');
  return (
    <section className={`card ${styles.totals}`} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('totals.subtotal')}</dt>
          <dd data-testid="totals-subtotal">{formatINR(totals.subtotal, language)}</dd>
        </div>
        {couponName ? (
          <div className={styles.row}>
            <dt>{t('totals.coupon', { name: couponName })}</dt>
            <dd data-testid="totals-discount">−{formatINR(totals.discount, language)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('totals.shipping')}</dt>
          <dd data-testid="totals-shipping">
            {totals.shipping > 0 ? formatINR(totals.shipping, language) : t('totals.freeShipping')}
          </dd>
        </div>
      </dl>
      {/* A form is no term or definition: the extra rows sit between two lists. */}
      {children ? <div className={styles.extra}>{children}</div> : null}
      <dl className={styles.list}>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('totals.total')}</dt>
          <dd data-testid="totals-total">{formatINR(totals.total, language)}</dd>
        </div>
      </dl>
      <p className={`muted ${styles.note}`}>{t('totals.taxes')}</p>
    </section>
  );
}
