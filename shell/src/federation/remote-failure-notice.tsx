import styles from './remote-slot.module.css';
import { useShellT, type ShellKey } from '../i18n/messages';

interface Props {
  label: ShellKey;
  onRetry: () => void;
}

/** Plain words only: the reason is logged by the slot, never shown to shoppers. */
export function RemoteFailureNotice({ label, onRetry }: Props) {
  const t = useShellT();
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{t('failure.notAvailable', { label: t(label) })}</p>
      <p className="muted">{t('failure.restWorks')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('failure.retry')}
      </button>
    </div>
  );
}
