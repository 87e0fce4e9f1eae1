import { NavLink } from 'react-router-dom';
import { LogoutButton } from './logout-button';
import styles from './my-account.module.css';

const LINKS = [
  { to: '/my-account', label: 'Dashboard', end: true },
  { to: '/my-account/orders', label: 'Orders', end: false },
  { to: '/my-account/address', label: 'Addresses', end: false },
  { to: '/my-account/account-details', label: 'Account details', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function AccountSidebar() {
  return (
    <nav className={styles.sidebar} aria-label="My account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {link.label}
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
