// Delivery check by pincode (docs/screens.md §8 messages).
import { isPincode, useEarlyInput } from '@store/shared';
import { useId, useState, type FormEvent } from 'react';
import { checkPincode } from './api';
import styles from './product-page.module.css';

type Result = { tone: 'success' | 'error'; text: string } | null;

export function PincodeCheck() {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [checking, setChecking] = useState(false);
  const early = useEarlyInput();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPincode(pincode)) {
      setResult({ tone: 'error', text: 'Please enter a valid 6-digit pincode' });
      return;
    }
    setChecking(true);
    try {
      const deliverable = await checkPincode(pincode);
      setResult(
        deliverable
          ? { tone: 'success', text: 'Delivery is available in your area' }
          : { tone: 'error', text: 'Delivery is not available in your area' },
      );
    } catch {
      setResult({ tone: 'error', text: 'An error occurred. Please try again later.' });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form {...early} className={styles.pincode} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={styles.pincodeLabel}>
        Check delivery
      </label>
      <div className={styles.pincodeRow}>
        <input
          {...early}
          id={id}
          className="input"
          inputMode="numeric"
          maxLength={6}
          placeholder="Enter pincode"
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setResult(null);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={checking}>
          Check
        </button>
      </div>
      <p role="status" className={result ? (result.tone === 'success' ? 'text-success' : 'text-error') : undefined}>
        {result?.text}
      </p>
    </form>
  );
}
