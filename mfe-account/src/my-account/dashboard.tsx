import { Link } from 'react-router-dom';
import { usePageMeta } from '@store/shared';
import { useGreetingName } from './use-greeting-name';
import styles from './my-account.module.css';

export function Dashboard() {
  usePageMeta('My Account');
  const name = useGreetingName();
  return (
    <div>
      <p className={styles.greeting}>
        Hello <strong>{name || 'there'}</strong>
      </p>
      <p>
        From your account dashboard you can view your <Link to="/my-account/orders">recent orders</Link>, manage your{' '}
        <Link to="/my-account/address">shipping and billing addresses</Link>, and edit your{' '}
        <Link to="/my-account/account-details">account details</Link>.
      </p>
    </div>
  );
}
