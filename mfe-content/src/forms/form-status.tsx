// The outcome lines under a form: the spec's failure message plus the server's reason when it gave one.
export const FAILURE_MESSAGE = 'Something went wrong. Please try again.';

export function FailureAlert({ reason }: { reason?: string }) {
  return (
    <div role="alert" className="text-error">
      <p>{FAILURE_MESSAGE}</p>
      {reason && reason !== FAILURE_MESSAGE ? <p>{reason}</p> : null}
    </div>
  );
}
