// The cart's delivery check: a tick or a cross with the spec's message (§8).
import { isPincode } from '@store/shared';
import { useRef, useState, type FormEvent } from 'react';
import { GENERIC_ERROR_KEY } from '../common/messages';
import { useCartCheckoutT, type CartCheckoutKey } from '../i18n/messages';
import { isDeliverable } from './api';
import { PINCODE_MESSAGES, pincodeInput } from './pincode-rules';
import styles from './pincode-check.module.css';

type Result = { tone: 'success' | 'error'; key: CartCheckoutKey; mark?: 'tick' | 'cross' };

export function PincodeCheck() {
  const t = useCartCheckoutT();
  const [pincode, setPincode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef(0);

  function edit(value: string) {
    attempt.current += 1;
    setPincode(pincodeInput(value));
    setResult(null);
    setBusy(false);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!isPincode(pincode)) {
      setResult({ tone: 'error', key: PINCODE_MESSAGES.invalid });
      return;
    }
    const mine = ++attempt.current;
    setBusy(true);
    try {
      const ok = await isDeliverable(pincode);
      if (mine !== attempt.current) return;
      setResult(
        ok
          ? { tone: 'success', key: PINCODE_MESSAGES.available, mark: 'tick' }
          : { tone: 'error', key: PINCODE_MESSAGES.unavailable, mark: 'cross' },
      );
    } catch {
      if (mine === attempt.current) setResult({ tone: 'error', key: GENERIC_ERROR_KEY });
    } finally {
      if (mine === attempt.current) setBusy(false);
    }
  }

  return (
    <form className={styles.pincode} onSubmit={check} noValidate>
      <label htmlFor="cart-pincode">{t('pincode.label')}</label>
      <div className={styles.row}>
        <input
          id="cart-pincode"
          className="input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('pincode.placeholder')}
          value={pincode}
          onChange={(event) => edit(event.target.value)}
          aria-describedby="cart-pincode-result"
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t('pincode.check')}
        </button>
        {result?.mark ? (
          <span
            className={`${styles.mark} ${result.mark === 'tick' ? 'text-success' : 'text-error'}`}
            role="img"
            aria-label={result.mark === 'tick' ? t('pincode.deliverable') : t('pincode.notDeliverable')}
          >
            {result.mark === 'tick' ? '✔' : '✘'}
          </span>
        ) : null}
      </div>
      <p
        id="cart-pincode-result"
        role="status"
        className={`${styles.message} ${result?.tone === 'success' ? 'text-success' : 'text-error'}`}
      >
        {result ? t(result.key) : ''}
      </p>
    </form>
  );
}
