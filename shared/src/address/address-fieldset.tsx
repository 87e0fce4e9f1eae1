import { useSharedT } from '../i18n/messages';
import { useServerText } from '../i18n/server-text';
import { TextField } from '../ui/text-field';
import { fieldsFor, type AddressField, type AddressFieldSpec, type AddressKind } from './address-fields';
import type { AddressValues } from './address-values';
import { requiredMessage, type AddressErrors } from './validate-address';
import styles from './address-fieldset.module.css';

// The labels in the page's language; the errors stay English in state (the spec's texts, which the
// api shares) and are shown in the page's language.
const LABEL_KEYS = {
  first_name: 'address.first_name',
  last_name: 'address.last_name',
  company_name: 'address.company_name',
  gstin: 'address.gstin',
  salesman_name: 'address.salesman_name',
  store_name: 'address.store_name',
  country_region: 'address.country_region',
  landmark: 'address.landmark',
  street_address: 'address.street_address',
  apartment: 'address.apartment',
  city: 'address.city',
  state: 'address.state',
  pincode: 'address.pincode',
  phone: 'address.phone',
  email: 'address.email',
} as const satisfies Record<AddressField, string>;

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
  const t = useSharedT();
  const serverText = useServerText();
  const errorOf = (field: AddressFieldSpec): string | undefined => {
    const error = errors[field.name];
    if (!error) return undefined;
    return error === requiredMessage(field.label)
      ? t('address.required', { label: t(LABEL_KEYS[field.name]) })
      : serverText(error);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {fieldsFor(kind).map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={t(LABEL_KEYS[field.name])}
            className={field.wide ? styles.wide : undefined}
            name={field.name}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.readOnly || field.autoComplete === 'off' ? 'off' : `section-${idPrefix} ${field.autoComplete}`}
            placeholder={field.placeholder ? t('address.streetPlaceholder') : undefined}
            value={field.readOnly ? t('address.india') : values[field.name]}
            readOnly={field.readOnly}
            required={field.required}
            error={errorOf(field)}
            maxLength={field.digits ?? 120}
            onChange={(event) => onChange(field.name, event.target.value)}
            onBlur={onBlur ? () => onBlur(field.name) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
