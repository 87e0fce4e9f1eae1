import { TextField } from '../ui/text-field';
import { fieldsFor, type AddressField, type AddressKind } from './address-fields';
import type { AddressValues } from './address-values';
import type { AddressErrors } from './validate-address';
import styles from './address-fieldset.module.css';

interface AddressFieldsetProps {
  kind: AddressKind;
  /** Keeps ids and autofill sections apart when billing and shipping share a page. */
  idPrefix: string;
  legend: string;
  values: AddressValues;
  errors: AddressErrors;
  onChange: (name: AddressField, value: string) => void;
  onBlur?: (name: AddressField) => void;
}

/** The address form's fields (checkout and the account's address book); the caller owns the form. */
export function AddressFieldset({ kind, idPrefix, legend, values, errors, onChange, onBlur }: AddressFieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {fieldsFor(kind).map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            className={field.wide ? styles.wide : undefined}
            name={field.name}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.readOnly ? 'off' : `section-${idPrefix} ${field.autoComplete}`}
            placeholder={field.placeholder}
            value={field.readOnly ? 'India' : values[field.name]}
            readOnly={field.readOnly}
            required={field.required}
            error={errors[field.name]}
            maxLength={field.digits ?? 120}
            onChange={(event) => onChange(field.name, event.target.value)}
            onBlur={onBlur ? () => onBlur(field.name) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
