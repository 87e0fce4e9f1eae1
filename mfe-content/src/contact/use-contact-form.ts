// State of the contact form: values, field errors and the editing → sending → sent/failed outcome.
import { isEmail } from '@store/shared';
import { useState } from 'react';
import { NOT_AN_EMAIL, REQUIRED, type FieldProblem } from '../common/field-problem';
import { submitContactMessage, type ContactMessage } from './api';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, FieldProblem>>;
export type ContactStatus =
  { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; confirmation: string } | { kind: 'failed'; reason?: string };

const EMPTY: ContactMessage = { fullName: '', subject: '', message: '', email: '' };
const FIELD_ORDER: ContactField[] = ['fullName', 'subject', 'message', 'email'];

function validate(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.fullName.trim()) errors.fullName = REQUIRED;
  if (!values.subject.trim()) errors.subject = REQUIRED;
  if (values.email.trim() && !isEmail(values.email)) errors.email = NOT_AN_EMAIL;
  return errors;
}

export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>({ kind: 'editing' });

  function setField(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  /** Returns the first field at fault, or undefined once the message is on its way. */
  async function submit(): Promise<ContactField | undefined> {
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    setStatus({ kind: 'sending' });
    try {
      const outcome = await submitContactMessage(values);
      setStatus(outcome.sent ? { kind: 'sent', confirmation: outcome.confirmation } : { kind: 'failed', reason: outcome.reason });
    } catch {
      setStatus({ kind: 'failed' });
    }
    return undefined;
  }

  function startOver() {
    setValues(EMPTY);
    setErrors({});
    setStatus({ kind: 'editing' });
  }

  return { values, errors, status, setField, submit, startOver };
}
