import { useServerText } from '@store/shared';

/** The line under a form that says what just happened. */
export interface Status {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export function FormStatus({ status }: { status: Status | null }) {
  const serverText = useServerText();
  if (!status) return null;
  const className = status.tone === 'error' ? 'text-error' : status.tone === 'success' ? 'text-success' : 'muted';
  return (
    <p className={className} role={status.tone === 'error' ? 'alert' : 'status'}>
      {serverText(status.text)}
    </p>
  );
}
