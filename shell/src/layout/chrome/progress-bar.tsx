import { useNavigation } from 'react-router-dom';
import { usePendingLoads } from '../../federation/pending-loads';
import styles from './chrome.module.css';

/** A thin bar at the top while a route or a remote section is loading. */
export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const loadingRemotes = usePendingLoads((state) => state.count > 0);
  if (!navigating && !loadingRemotes) return null;
  return <div className={styles.progress} role="progressbar" aria-label="Loading page" data-testid="route-progress" />;
}
