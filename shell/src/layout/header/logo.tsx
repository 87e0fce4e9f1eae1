import { Link } from 'react-router-dom';
import styles from './header.module.css';
import { useShellT } from '../../i18n/messages';

export function Logo() {
  const t = useShellT();
  return (
    <Link to="/" className={styles.logo}>
      <span className={styles.logoMark} aria-hidden="true">
        BE
      </span>
      <span className={styles.logoText}>
        Bengal <strong>Electronics</strong>
      </span>
      <span className="sr-only">{t('header.home')}</span>
    </Link>
  );
}
