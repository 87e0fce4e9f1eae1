// /success (docs/screens.md §2 Payment result pages, §4 Success page).
import { MessageDialog, Spinner, SUPPORT, usePageMeta } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirmPayment } from './use-confirm-payment';
import styles from './payment-result.module.css';

export const ISSUE_TITLE = 'Issue Occurred !!';
export const ISSUE_TEXT = 'Failed to place order , Please contact Customer Care';

export function SuccessPage() {
  usePageMeta('Order received');
  const confirmation = useConfirmPayment();
  const [dialogClosed, setDialogClosed] = useState(false);

  return (
    <section className="page">
      {confirmation.kind === 'checking' ? (
        <div className={styles.banner} role="status">
          <Spinner label="Confirming your payment" />
          <p>Confirming your payment…</p>
        </div>
      ) : null}

      {confirmation.kind === 'confirmed' ? (
        <div className={`${styles.banner} ${styles.success}`}>
          <h1 className={styles.title}>Thank you. Your order has been received.</h1>
          <p>
            Order number: <strong>{confirmation.orderId}</strong>
          </p>
          <Link to="/" className="btn btn-primary">
            Go to Home
          </Link>
        </div>
      ) : null}

      {confirmation.kind === 'failed' ? (
        <div className={`${styles.banner} ${styles.failure}`}>
          <h1 className={styles.title}>{ISSUE_TITLE}</h1>
          <p>{ISSUE_TEXT}</p>
          <p>
            Customer Care: <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> ·{' '}
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <Link to="/" className="btn btn-primary">
            Go to Home
          </Link>
          <MessageDialog open={!dialogClosed} title={ISSUE_TITLE} onClose={() => setDialogClosed(true)}>
            <p>{ISSUE_TEXT}</p>
          </MessageDialog>
        </div>
      ) : null}

      {confirmation.kind === 'nothing-in-progress' ? (
        <div className={styles.banner}>
          <h1 className={styles.title}>There is no payment in progress.</h1>
          <Link to="/" className="btn btn-primary">
            Go to Home
          </Link>
        </div>
      ) : null}
    </section>
  );
}
