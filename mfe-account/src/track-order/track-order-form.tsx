import { isEmail, TextField, useLocale, Words } from '@store/shared';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../otp/messages';
import { FormStatus, type Status } from '../common/form-status';
import { formatOrderDate } from '../common/format-date';
import { trackOrder, type TrackedOrder } from './api';
import styles from './track-order.module.css';
import { useOrderStatusLabel } from '../orders/order-status';
import { accountMessages, useAccountT } from '../i18n/messages';

export const NOT_FOUND = 'No order found with that number and e-mail';

/** docs/screens.md §5: the button is enabled once both fields are filled; the answer shows the order's status. */
export function TrackOrderForm() {
  const t = useAccountT();
  const locale = useLocale();
  const statusLabel = useOrderStatusLabel();
  const [orderId, setOrderId] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const filled = orderId.trim() !== '' && email.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    setOrder(null);
    if (!isEmail(email)) return setStatus({ tone: 'error', text: MESSAGES.emailInvalid });
    setStatus(null);
    setBusy(true);
    try {
      const result = await trackOrder(orderId.trim(), email.trim());
      if (result.ok) setOrder(result.order);
      else
        setStatus({
          tone: 'error',
          text: result.status === 404 ? NOT_FOUND : (result.status === 400 && result.serverText) || MESSAGES.unexpected,
        });
    } catch {
      setStatus({ tone: 'error', text: MESSAGES.unexpected });
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="acc-track-title">
      <h2 id="acc-track-title" className={styles.title}>
        {t('track.title')}
      </h2>
      <p className="muted">{t('track.intro')}</p>
      <div className={styles.fields}>
        <TextField label={t('track.orderNumber')} value={orderId} onChange={(event) => setOrderId(event.target.value)} />
        <TextField
          label={t('track.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={!filled || busy}>
        {busy ? t('track.busy') : t('track.submit')}
      </button>
      {order ? (
        <p role="status" className={styles.result}>
          <Words
            messages={accountMessages}
            i18nKey="track.result"
            values={{
              id: order.order_id,
              date: formatOrderDate(order.created_at, locale),
              status: statusLabel(order.order_status),
            }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : null}
      <FormStatus status={status} />
    </form>
  );
}
