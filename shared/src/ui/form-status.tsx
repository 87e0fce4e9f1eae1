import { useSharedT } from '../i18n/messages';
import { useServerText } from '../i18n/server-text';

/** The line under a form that says what just happened. */
export interface Status {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** The server's reason, said after the form's own words when it gave one. */
  detail?: string;
}

/**
 * Every section's status line. Texts are shown in the page's language through `shown` (by default
 * the api's messages of @store/shared; a section with words of its own passes its reader).
 */
export function FormStatus({ status, shown }: { status: Status | null; shown?: (text: string) => string }) {
  const serverText = useServerText();
  const t = useSharedT();
  if (!status) return null;
  const say = shown ?? serverText;
  const className = status.tone === 'error' ? 'text-error' : status.tone === 'success' ? 'text-success' : 'muted';
  const text = say(status.text);
  const detail = status.detail ? say(status.detail) : undefined;
  return (
    <p className={className} role={status.tone === 'error' ? 'alert' : 'status'}>
      {detail && detail !== text ? t('status.withDetail', { text, detail }) : text}
    </p>
  );
}
