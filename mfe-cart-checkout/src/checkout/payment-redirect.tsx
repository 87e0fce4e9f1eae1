// Submits the provider's form 0.5 s after it arrives (docs/screens.md §9), with a button in case the
// browser holds the automatic submit back.
import { formatINR, Spinner, TIMERS, useLanguage } from '@store/shared';
import { useEffect, useRef } from 'react';
import type { PaymentForm } from './payment-form';
import { useCartCheckoutT } from '../i18n/messages';
import styles from './checkout.module.css';

export function PaymentRedirect({ form, amount }: { form: PaymentForm; amount: number }) {
  const t = useCartCheckoutT();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => formRef.current?.submit(), TIMERS.paymentAutoSubmitMs);
    return () => clearTimeout(timer);
  }, [form]);

  return (
    <div className={`card ${styles.redirect}`} role="status">
      <Spinner label={t('payment.redirecting')} />
      <p>{t('payment.takingYou')}</p>
      <p className={styles.payAmount}>
        {t('payment.amount')} <strong data-testid="pay-amount">{formatINR(amount, language)}</strong>
      </p>
      <div hidden data-testid="payment-form-container">
        <form ref={formRef} id="payment-form" action={form.action} method={form.method}>
          {form.fields.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} readOnly />
          ))}
        </form>
      </div>
      <button type="submit" form="payment-form" className="btn btn-secondary">
        {t('payment.continue')}
      </button>
    </div>
  );
}
