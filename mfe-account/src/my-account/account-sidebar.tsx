import { NavLink } from 'react-router-dom';
import { LogoutButton } from './logout-button';
import styles from './my-account.module.css';
import { useAccountT } from '../i18n/messages';

const LINKS = [
  { to: '/my-account', label: 'account.nav.dashboard', end: true },
  { to: '/my-account/orders', label: 'account.nav.orders', end: false },
  { to: '/my-account/address', label: 'account.nav.addresses', end: false },
  { to: '/my-account/account-details', label: 'account.nav.details', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function AccountSidebar() {
  const t = useAccountT();
  return (
    <nav className={styles.sidebar} aria-label={t('account.navLabel')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className={styles.link} />
        </li>
      </ul>
    </nav>
  );
}
