// A labelled input or textarea; required fields carry the spec's helper text, which turns into the
// error when the field is left empty.
import { useEarlyInput } from '@store/shared';
import { useContentT } from '../i18n/messages';
import type { FieldProblem } from './field-problem';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface CommonProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown instead of the helper text, in the error style. */
  error?: FieldProblem;
  help?: string;
}

type InputProps = CommonProps & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange' | 'required'
  >;
type AreaProps = CommonProps & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'value' | 'onChange' | 'required'
  >;

export function TextField(props: InputProps | AreaProps) {
  const { id, label, value, onChange, required, error, help, multiline, ...rest } = props;
  const t = useContentT();
  const helpText = error ? t(error.key, error.values) : (help ?? (required ? t('form.required') : undefined));
  const helpId = helpText ? `${id}-help` : undefined;
  const early = useEarlyInput();
  const shared = {
    ...early,
    id,
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': helpId,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          rows={5}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
      {helpText ? (
        <span id={helpId} className={error ? 'field-error' : 'field-help'}>
          {helpText}
        </span>
      ) : null}
    </div>
  );
}
