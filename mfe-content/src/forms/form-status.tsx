import { useContentT } from '../i18n/messages';

// The outcome lines under a form: the spec's failure message plus the server's reason when it gave one.
export function FailureAlert({ reason }: { reason?: string }) {
  const t = useContentT();
  const failure = t('form.failure');
  return (
    <div role="alert" className="text-error">
      <p>{failure}</p>
      {reason && reason !== failure ? <p>{reason}</p> : null}
    </div>
  );
}
