// State of the career form: values, field errors and the editing → sending → sent/failed outcome.
import { isEmail } from '@store/shared';
import { useState } from 'react';
import { NOT_AN_EMAIL, REQUIRED, type FieldProblem } from '../common/field-problem';
import { submitCareerApplication, type CareerApplication } from './api';
import { resumeProblem } from './resume-rules';

export type CareerField = Exclude<keyof CareerApplication, 'resume'>;
export type CareerErrors = Partial<Record<'fullName' | 'email' | 'resume', FieldProblem>>;
export type CareerStatus = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; reason?: string };

const EMPTY: CareerApplication = { fullName: '', gender: '', numbers: '', email: '', experience: '', message: '', resume: null };

function requiredErrors(values: CareerApplication): CareerErrors {
  const errors: CareerErrors = {};
  if (!values.fullName.trim()) errors.fullName = REQUIRED;
  if (!values.email.trim()) errors.email = REQUIRED;
  else if (!isEmail(values.email)) errors.email = NOT_AN_EMAIL;
  return errors;
}

export function useCareerForm() {
  const [values, setValues] = useState<CareerApplication>(EMPTY);
  const [errors, setErrors] = useState<CareerErrors>({});
  const [status, setStatus] = useState<CareerStatus>({ kind: 'editing' });

  function setField(field: CareerField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'fullName' || field === 'email') setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  /** A refused file leaves the previously chosen resume in place. */
  function chooseResume(file: File | null) {
    const problem = file ? resumeProblem(file) : undefined;
    setErrors(({ resume: _cleared, ...rest }) => (problem ? { ...rest, resume: problem } : rest));
    if (!problem) setValues((current) => ({ ...current, resume: file }));
  }

  /** Returns the first field at fault, or undefined once the application is on its way. */
  async function submit(): Promise<keyof CareerErrors | undefined> {
    const found = requiredErrors(values);
    setErrors((current) => ({ ...found, ...(current.resume ? { resume: current.resume } : {}) }));
    const firstInvalid = (['fullName', 'email'] as const).find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    setStatus({ kind: 'sending' });
    try {
      const outcome = await submitCareerApplication(values);
      setStatus(outcome.sent ? { kind: 'sent' } : { kind: 'failed', reason: outcome.reason });
    } catch {
      setStatus({ kind: 'failed' });
    }
    return undefined;
  }

  return { values, errors, status, setField, chooseResume, submit };
}
