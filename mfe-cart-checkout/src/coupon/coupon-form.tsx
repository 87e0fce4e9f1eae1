import type { FormEvent } from 'react';
import { useCartCheckoutT } from '../i18n/messages';
import { useCoupon } from './use-coupon';
import styles from './coupon-form.module.css';

export function CouponForm() {
  const t = useCartCheckoutT();
  const { code, edit, apply, message, busy } = useCoupon();

  function submit(event: FormEvent) {
    event.preventDefault();
    void apply();
  }

  return (
    <form className={styles.coupon} onSubmit={submit} noValidate>
      <label htmlFor="coupon-code" className="sr-only">
        {t('coupon.label')}
      </label>
      <input
        id="coupon-code"
        className={`input ${styles.input}`}
        value={code}
        onChange={(event) => edit(event.target.value)}
        placeholder={t('coupon.label')}
        autoComplete="off"
        maxLength={40}
        aria-describedby="coupon-message"
      />
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {t('coupon.apply')}
      </button>
      <p
        id="coupon-message"
        role="status"
        className={`${styles.message} ${message?.tone === 'success' ? 'text-success' : 'text-error'}`}
      >
        {message ? t(message.key) : ''}
      </p>
    </form>
  );
}
