import { useState, type FormEvent } from 'react';
import { type AccountDetails, isEmail, showNotice, TextField, usePageMeta, usePersisted, userFormDataStore } from '@store/shared';
import { MESSAGES } from '../otp/messages';
import { FormStatus, type Status } from '../ui/form-status';

export const REQUIRED = 'This field is required.';
export const DETAILS_SAVED = 'Account details changed successfully.';

type Errors = Partial<Record<keyof AccountDetails, string>>;

const EMPTY: AccountDetails = { firstName: '', lastName: '', displayedName: '', email: '' };

/** docs/screens.md §3: kept in the browser only (userFormData); all four fields required. */
export function AccountDetailsForm() {
  usePageMeta('Account details');
  const saved = usePersisted(userFormDataStore);
  const [values, setValues] = useState<AccountDetails>({ ...EMPTY, ...saved });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status | null>(null);

  function change(field: keyof AccountDetails, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const field of Object.keys(EMPTY) as Array<keyof AccountDetails>) {
      if (!values[field].trim()) found[field] = REQUIRED;
    }
    if (!found.email && !isEmail(values.email)) found.email = MESSAGES.emailInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed: AccountDetails = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      displayedName: values.displayedName.trim(),
      email: values.email.trim(),
    };
    userFormDataStore.getState().set(trimmed);
    setStatus({ tone: 'success', text: DETAILS_SAVED });
    showNotice(DETAILS_SAVED, { tone: 'success' });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Account details">
      <h2>Account details</h2>
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={(event) => change('firstName', event.target.value)}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={(event) => change('lastName', event.target.value)}
      />
      <TextField
        label="Display name"
        required
        autoComplete="nickname"
        value={values.displayedName}
        error={errors.displayedName}
        help="This is how your name will be shown in the account section."
        onChange={(event) => change('displayedName', event.target.value)}
      />
      <TextField
        label="Email address"
        required
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Save changes
      </button>
      <FormStatus status={status} />
    </form>
  );
}
