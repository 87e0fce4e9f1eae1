// Delivery check by pincode (docs/screens.md §8 messages).
import { isPincode, useEarlyInput } from '@store/shared';
import { useId, useState, type FormEvent } from 'react';
import { checkPincode } from './api';
import styles from './product-page.module.css';
import { useCatalogT, type CatalogKey } from '../i18n/messages';

type Result = { tone: 'success' | 'error'; key: CatalogKey } | null;

export function PincodeCheck() {
  const id = useId();
  const t = useCatalogT();
  const [pincode, setPincode] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [checking, setChecking] = useState(false);
  const early = useEarlyInput();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPincode(pincode)) {
      setResult({ tone: 'error', key: 'pincode.invalid' });
      return;
    }
    setChecking(true);
    try {
      const deliverable = await checkPincode(pincode);
      setResult(deliverable ? { tone: 'success', key: 'pincode.available' } : { tone: 'error', key: 'pincode.unavailable' });
    } catch {
      setResult({ tone: 'error', key: 'error.generic' });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form {...early} className={styles.pincode} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={styles.pincodeLabel}>
        {t('pincode.label')}
      </label>
      <div className={styles.pincodeRow}>
        <input
          {...early}
          id={id}
          className="input"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('pincode.placeholder')}
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setResult(null);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={checking}>
          {t('pincode.check')}
        </button>
      </div>
      <p role="status" className={result ? (result.tone === 'success' ? 'text-success' : 'text-error') : undefined}>
        {result ? t(result.key) : null}
      </p>
    </form>
  );
}
