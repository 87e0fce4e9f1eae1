import { TextField } from '@store/shared';
import type { FieldSpec, AddressField } from './address-fields';
import type { AddressDraft, AddressErrors } from './address-rules';
import styles from './checkout.module.css';

interface AddressFormProps {
  idPrefix: string;
  legend: string;
  fields: FieldSpec[];
  draft: AddressDraft;
  errors: AddressErrors;
  onChange: (name: AddressField, value: string) => void;
  onBlur: (name: AddressField) => void;
}

export function AddressForm({ idPrefix, legend, fields, draft, errors, onChange, onBlur }: AddressFormProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {fields.map((field) => (
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
            value={field.readOnly ? 'India' : draft[field.name]}
            readOnly={field.readOnly}
            required={field.required}
            error={errors[field.name]}
            maxLength={field.name === 'phone' ? 10 : 120}
            onChange={(event) => onChange(field.name, event.target.value)}
            onBlur={() => onBlur(field.name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
