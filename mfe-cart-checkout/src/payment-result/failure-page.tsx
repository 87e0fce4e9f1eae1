// /failure (docs/screens.md §2 Payment result pages, §4): the order of the payment in progress is marked
// 'payment failed', the cart is left as it was, and Try Again goes back to the checkout.
import { currentToken, usePageMeta } from '@store/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { endAttempt } from '../common/order-attempt';
import { forgetPayment, paymentInProgress } from '../common/payment-session';
import { updateOrderStatus } from './api';
import { useCartCheckoutT } from '../i18n/messages';
import { useRunOnce } from './use-run-once';
import styles from './payment-result.module.css';

export function FailurePage() {
  const t = useCartCheckoutT();
  usePageMeta(t('heads.failure.title'));
  const [params] = useSearchParams();

  useRunOnce(() => {
    const payment = paymentInProgress();
    if (!payment) return;
    const orderId = params.get('order_id')?.trim() || payment.order_id;
    // The next attempt gets a new order whatever this answer is; the cart stays.
    forgetPayment();
    endAttempt();
    updateOrderStatus(orderId, 'payment failed', currentToken()).catch(() => undefined);
  });

  return (
    <section className="page">
      <div className={`${styles.banner} ${styles.failure}`}>
        <h1 className={styles.title}>{t('failure.title')}</h1>
        <Link to="/checkout" className="btn btn-primary">
          {t('failure.tryAgain')}
        </Link>
      </div>
    </section>
  );
}
