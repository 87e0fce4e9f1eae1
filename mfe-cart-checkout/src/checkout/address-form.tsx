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
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name} className={`field ${field.wide ? styles.wide : ''}`}>
              <label htmlFor={id}>
                {field.label}
                {field.required ? (
                  <span className="required" aria-hidden="true">
                    {' '}*
                  </span>
                ) : null}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.readOnly ? 'off' : `section-${idPrefix} ${field.autoComplete}`}
                placeholder={field.placeholder}
                value={field.readOnly ? 'India' : draft[field.name]}
                readOnly={field.readOnly}
                required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                maxLength={field.name === 'phone' ? 10 : 120}
                onChange={(event) => onChange(field.name, event.target.value)}
                onBlur={() => onBlur(field.name)}
              />
              {error ? (
                <span id={`${id}-error`} className="field-error">
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
