import { useNavigation } from 'react-router-dom';
import { usePendingLoads } from '../../federation/pending-loads';
import styles from './chrome.module.css';
import { useShellT } from '../../i18n/messages';

/** A thin bar at the top while a route or a remote section is loading. */
export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const loadingRemotes = usePendingLoads((state) => state.count > 0);
  const t = useShellT();
  if (!navigating && !loadingRemotes) return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('chrome.loadingPage')} data-testid="route-progress" />;
}
