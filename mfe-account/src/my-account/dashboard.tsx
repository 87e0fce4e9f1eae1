import { Link } from 'react-router-dom';
import { usePageMeta, Words } from '@store/shared';
import { accountMessages, useAccountT } from '../i18n/messages';
import { useGreetingName } from './use-greeting-name';
import styles from './my-account.module.css';

export function Dashboard() {
  const t = useAccountT();
  usePageMeta(t('account.title'));
  const name = useGreetingName();
  return (
    <div>
      <p className={styles.greeting}>
        <Words
          messages={accountMessages}
          i18nKey="account.hello"
          values={{ name: name || t('account.there') }}
          // The shopper's own name, as they gave it.
          components={{ strong: <strong translate="no" /> }}
        />
      </p>
      <p>
        <Words
          messages={accountMessages}
          i18nKey="account.dashboard"
          components={{
            orders: <Link to="/my-account/orders" />,
            addresses: <Link to="/my-account/address" />,
            details: <Link to="/my-account/account-details" />,
          }}
        />
      </p>
    </div>
  );
}
