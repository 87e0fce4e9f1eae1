// Quantity field with − and + buttons. Valid figures reach the cart as they are typed, so the
// header follows at once; a blank or non-numeric field goes back to 1 when left.
import { useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from './quantity-rules';
import { useCartCheckoutT } from '../i18n/messages';
import styles from './cart.module.css';

interface QuantityInputProps {
  id: string;
  label: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

export function QuantityInput({ id, label, quantity, onChange }: QuantityInputProps) {
  const t = useCartCheckoutT();
  const [draft, setDraft] = useState<string | null>(null);

  function type(text: string) {
    const parsed = parseQuantity(text);
    if (parsed !== null && String(parsed) === text.trim()) {
      setDraft(null);
      if (parsed !== quantity) onChange(parsed);
    } else {
      setDraft(text);
    }
  }

  function leave() {
    if (draft === null) return;
    onChange(parseQuantity(draft) ?? MIN_QUANTITY);
    setDraft(null);
  }

  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('cart.decrease', { name: label })}
        disabled={quantity <= MIN_QUANTITY && draft === null}
        onClick={() => {
          setDraft(null);
          onChange(Math.max(MIN_QUANTITY, quantity - 1));
        }}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {t('cart.quantityOf', { name: label })}
      </label>
      <input
        id={id}
        className={`input ${styles.quantityInput}`}
        inputMode="numeric"
        value={draft ?? String(quantity)}
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('cart.increase', { name: label })}
        disabled={quantity >= MAX_QUANTITY && draft === null}
        onClick={() => {
          setDraft(null);
          onChange(Math.min(MAX_QUANTITY, quantity + 1));
        }}
      >
        +
      </button>
    </div>
  );
}
