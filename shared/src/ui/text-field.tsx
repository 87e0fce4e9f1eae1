import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A stable id when something outside needs it; generated otherwise. */
  id?: string;
  error?: string;
  help?: string;
}

/** A labelled input with its error or help line wired up for screen readers (every section's forms). */
export function TextField({ label, id: givenId, error, help, required, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const noteId = `${id}-note`;
  const note = error ?? help;
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
      <input
        id={id}
        className="input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      {note ? (
        <span id={noteId} className={error ? 'field-error' : 'field-help'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
