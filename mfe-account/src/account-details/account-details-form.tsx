import { useState, type FormEvent } from 'react';
import { type AccountDetails, isEmail, showNotice, TextField, usePageMeta, usePersisted, userFormDataStore } from '@store/shared';
import { useAccountT } from '../i18n/messages';
import { MESSAGES } from '../otp/messages';
import { FormStatus, type Status } from '../common/form-status';
import { useShownText } from '../common/use-shown-text';

export const REQUIRED = 'This field is required.';
export const DETAILS_SAVED = 'Account details changed successfully.';

type Errors = Partial<Record<keyof AccountDetails, string>>;

const EMPTY: AccountDetails = { firstName: '', lastName: '', displayedName: '', email: '' };

/** docs/screens.md §3: kept in the browser only (userFormData); all four fields required. */
export function AccountDetailsForm() {
  const t = useAccountT();
  const shown = useShownText();
  usePageMeta(t('details.title'));
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
    showNotice(shown(DETAILS_SAVED), { tone: 'success' });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('details.title')}>
      <h2>{t('details.title')}</h2>
      <TextField
        label={t('details.firstName')}
        required
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName && shown(errors.firstName)}
        onChange={(event) => change('firstName', event.target.value)}
      />
      <TextField
        label={t('details.lastName')}
        required
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName && shown(errors.lastName)}
        onChange={(event) => change('lastName', event.target.value)}
      />
      <TextField
        label={t('details.displayName')}
        required
        autoComplete="nickname"
        value={values.displayedName}
        error={errors.displayedName && shown(errors.displayedName)}
        help={t('details.displayNameHelp')}
        onChange={(event) => change('displayedName', event.target.value)}
      />
      <TextField
        label={t('details.email')}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email && shown(errors.email)}
        onChange={(event) => change('email', event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {t('details.save')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
