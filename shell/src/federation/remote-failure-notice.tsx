import styles from './remote-slot.module.css';

interface Props {
  label: string;
  onRetry: () => void;
}

/** Plain words only: the reason is logged by the slot, never shown to shoppers. */
export function RemoteFailureNotice({ label, onRetry }: Props) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{label} is not available right now.</p>
      <p className="muted">The rest of the store still works. Please try again in a moment.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
