import { useState, type FormEvent } from 'react';
import {
  addressOf,
  AddressFieldset,
  cleanInput,
  validateAddress,
  valuesFrom,
  type Address,
  type AddressErrors,
  type AddressField,
  type AddressKind,
} from '@store/shared';
import { useAccountT } from '../i18n/messages';

interface AddressFormProps {
  kind: AddressKind;
  legend: string;
  initial: Address | null;
  busy: boolean;
  onSave: (address: Address) => void;
}

export function AddressForm({ kind, legend, initial, busy, onSave }: AddressFormProps) {
  const t = useAccountT();
  const [values, setValues] = useState(() => valuesFrom(initial));
  const [errors, setErrors] = useState<AddressErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddress(values, kind);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(addressOf(values, kind));
  }

  function change(name: AddressField, value: string) {
    setValues((current) => ({ ...current, [name]: cleanInput(name, value) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={legend}>
      <AddressFieldset kind={kind} idPrefix={kind} legend={legend} values={values} errors={errors} onChange={change} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('addresses.saving') : t('addresses.save')}
      </button>
    </form>
  );
}
