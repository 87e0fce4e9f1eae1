import { useServerText } from '../i18n/server-text';

/** The line under a form that says what just happened. */
export interface Status {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** A second line: the server's reason, when it gave one beside the form's own message. */
  detail?: string;
}

export function FormStatus({ status }: { status: Status | null }) {
  const serverText = useServerText();
  if (!status) return null;
  const className = status.tone === 'error' ? 'text-error' : status.tone === 'success' ? 'text-success' : 'muted';
  const detail = status.detail ? serverText(status.detail) : undefined;
  const text = serverText(status.text);
  const role = status.tone === 'error' ? 'alert' : 'status';
  if (!detail || detail === text)
    return (
      <p className={className} role={role}>
        {text}
      </p>
    );
  return (
    <div className={className} role={role}>
      <p>{text}</p>
      <p>{detail}</p>
    </div>
  );
}
