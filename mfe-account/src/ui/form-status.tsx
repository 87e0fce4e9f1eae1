import { useAccountT } from '../i18n/messages';
import { useShownText } from './use-shown-text';

/** The line under a form that says what just happened; `detail` is the api's reason, after the form's words. */
export interface Status {
  tone: 'success' | 'error' | 'info';
  text: string;
  detail?: string;
}

export function FormStatus({ status }: { status: Status | null }) {
  const t = useAccountT();
  const shown = useShownText();
  if (!status) return null;
  const className = status.tone === 'error' ? 'text-error' : status.tone === 'success' ? 'text-success' : 'muted';
  return (
    <p className={className} role={status.tone === 'error' ? 'alert' : 'status'}>
      {status.detail ? t('messages.withDetail', { text: shown(status.text), detail: shown(status.detail) }) : shown(status.text)}
    </p>
  );
}
