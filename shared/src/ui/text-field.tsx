import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useEarlyInput } from '../hydration/use-early-input';

interface FieldProps {
  label: string;
  /** A stable id when something outside needs it; generated otherwise. */
  id?: string;
  error?: string;
  help?: string;
}

type InputProps = FieldProps & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
type AreaProps = FieldProps & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/**
 * A labelled input (or, `multiline`, a textarea) with its error or help line wired up for screen
 * readers: every section's forms. A server-rendered one keeps what the shopper typed before the page
 * was hydrated (useEarlyInput).
 */
export function TextField(props: InputProps | AreaProps) {
  const { label, id: givenId, error, help, required, className, multiline, ...control } = props;
  const generatedId = useId();
  const early = useEarlyInput();
  const id = givenId ?? generatedId;
  const noteId = `${id}-note`;
  const note = error ?? help;
  const wiring = {
    ...early,
    id,
    // Every form checks its own fields (noValidate): a native `required` would mark an untouched empty field invalid.
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
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
        <textarea rows={5} {...wiring} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input className="input" {...wiring} {...(control as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {note ? (
        <span id={noteId} className={error ? 'field-error' : 'field-help'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
