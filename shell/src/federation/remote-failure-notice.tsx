import styles from './remote-slot.module.css';

interface Props {
  label: string;
  reason: string;
  onRetry: () => void;
}

export function RemoteFailureNotice({ label, reason, onRetry }: Props) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{label} is not available right now.</p>
      <p className="muted">The rest of the store still works. ({reason})</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
