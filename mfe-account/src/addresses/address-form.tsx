import { digitsOnly, TextField } from '@store/shared';
import { Fragment, useState, type FormEvent } from 'react';
import type { Address } from '@store/shared';
import { addressOf, fieldsFor, valuesOf, type AddressKind, type AddressValues } from './address-fields';
import { validateAddress, type AddressErrors } from './validate-address';
import styles from './addresses.module.css';

/** The country is fixed to India and sits where docs/screens.md §3 lists it. */
const COUNTRY_AFTER: Record<AddressKind, string> = { billing: 'store_name', shipping: 'company_name' };

interface AddressFormProps {
  kind: AddressKind;
  initial: Address | null;
  busy: boolean;
  onSave: (address: Address) => void;
}

export function AddressForm({ kind, initial, busy, onSave }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() => valuesOf(initial, kind));
  const [errors, setErrors] = useState<AddressErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddress(values, kind);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(addressOf(values, kind));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-label={`${kind === 'billing' ? 'Billing' : 'Shipping'} address`}
    >
      {fieldsFor(kind).map((field) => (
        <Fragment key={field.name}>
          <TextField
            className={field.name === 'first_name' || field.name === 'last_name' ? styles.half : undefined}
            label={field.label}
            required={field.required}
            type={field.type ?? 'text'}
            inputMode={field.digits ? 'numeric' : undefined}
            maxLength={field.digits}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(event) => {
              const value = field.digits ? digitsOnly(event.target.value, field.digits) : event.target.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              setErrors((current) => ({ ...current, [field.name]: undefined }));
            }}
          />
          {field.name === COUNTRY_AFTER[kind] ? (
            <TextField label="Country / Region" value="India" readOnly required help="Fixed: we deliver within India only." />
          ) : null}
        </Fragment>
      ))}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : 'Save address'}
      </button>
    </form>
  );
}
