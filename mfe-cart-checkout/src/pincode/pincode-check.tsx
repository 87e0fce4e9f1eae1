// The cart's delivery check: a tick or a cross with the spec's message (§8).
import { isPincode } from '@store/shared';
import { useRef, useState, type FormEvent } from 'react';
import { GENERIC_ERROR } from '../common/messages';
import { isDeliverable } from './api';
import { PINCODE_MESSAGES, pincodeInput } from './pincode-rules';
import styles from './pincode-check.module.css';

type Result = { tone: 'success' | 'error'; text: string; mark?: 'tick' | 'cross' };

export function PincodeCheck() {
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
      setResult({ tone: 'error', text: PINCODE_MESSAGES.invalid });
      return;
    }
    const mine = ++attempt.current;
    setBusy(true);
    try {
      const ok = await isDeliverable(pincode);
      if (mine !== attempt.current) return;
      setResult(
        ok
          ? { tone: 'success', text: PINCODE_MESSAGES.available, mark: 'tick' }
          : { tone: 'error', text: PINCODE_MESSAGES.unavailable, mark: 'cross' },
      );
    } catch {
      if (mine === attempt.current) setResult({ tone: 'error', text: GENERIC_ERROR });
    } finally {
      if (mine === attempt.current) setBusy(false);
    }
  }

  return (
    <form className={styles.pincode} onSubmit={check} noValidate>
      <label htmlFor="cart-pincode">Check delivery</label>
      <div className={styles.row}>
        <input
          id="cart-pincode"
          className="input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          value={pincode}
          onChange={(event) => edit(event.target.value)}
          aria-describedby="cart-pincode-result"
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Check
        </button>
        {result?.mark ? (
          <span
            className={`${styles.mark} ${result.mark === 'tick' ? 'text-success' : 'text-error'}`}
            role="img"
            aria-label={result.mark === 'tick' ? 'Deliverable' : 'Not deliverable'}
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
        {result?.text ?? ''}
      </p>
    </form>
  );
}
