import { Link } from 'react-router-dom';
import styles from './header.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <span className={styles.logoMark} aria-hidden="true">
        BE
      </span>
      <span className={styles.logoText}>
        Bengal <strong>Electronics</strong>
      </span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
