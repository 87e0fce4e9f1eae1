// /success (docs/screens.md §2 Payment result pages, §4 Success page).
import { MessageDialog, Spinner, SUPPORT, usePageMeta } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCartCheckoutT } from '../i18n/messages';
import { useConfirmPayment } from './use-confirm-payment';
import styles from './payment-result.module.css';

export function SuccessPage() {
  const t = useCartCheckoutT();
  usePageMeta(t('heads.success.title'));
  const confirmation = useConfirmPayment();
  const [dialogClosed, setDialogClosed] = useState(false);

  return (
    <section className="page">
      {confirmation.kind === 'checking' ? (
        <div className={styles.banner} role="status">
          <Spinner label={t('success.confirming')} />
          <p>{t('success.confirmingText')}</p>
        </div>
      ) : null}

      {confirmation.kind === 'confirmed' ? (
        <div className={`${styles.banner} ${styles.success}`}>
          <h1 className={styles.title}>{t('success.thanks')}</h1>
          <p>
            {t('success.orderNumber')} <strong>{confirmation.orderId}</strong>
          </p>
          <Link to="/" className="btn btn-primary">
            {t('success.home')}
          </Link>
        </div>
      ) : null}

      {confirmation.kind === 'failed' ? (
        <div className={`${styles.banner} ${styles.failure}`}>
          <h1 className={styles.title}>{t('success.issueTitle')}</h1>
          <p>{t('success.issueText')}</p>
          <p>
            {t('success.customerCare')} <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> ·{' '}
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <Link to="/" className="btn btn-primary">
            {t('success.home')}
          </Link>
          <MessageDialog open={!dialogClosed} title={t('success.issueTitle')} onClose={() => setDialogClosed(true)}>
            <p>{t('success.issueText')}</p>
          </MessageDialog>
        </div>
      ) : null}

      {confirmation.kind === 'nothing-in-progress' ? (
        <div className={styles.banner}>
          <h1 className={styles.title}>{t('success.nothing')}</h1>
          <Link to="/" className="btn btn-primary">
            {t('success.home')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
