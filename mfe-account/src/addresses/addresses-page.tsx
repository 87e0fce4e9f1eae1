import { Link } from 'react-router-dom';
import { usePageMeta, useServerText, type Address } from '@store/shared';
import { useAccountT } from '../i18n/messages';
import { AddressView } from '../common/address-view';
import { useSavedAddresses } from './use-saved-addresses';
import styles from './addresses.module.css';

export function AddressesPage() {
  const t = useAccountT();
  const serverText = useServerText();
  usePageMeta(t('addresses.title'));
  const { billing, shipping, loading, error } = useSavedAddresses();
  return (
    <div>
      <p>{t('addresses.intro')}</p>
      {loading ? <p role="status">{t('addresses.loading')}</p> : null}
      {error ? (
        <p role="alert" className="text-error">
          {t('addresses.error', { message: serverText(error) })}
        </p>
      ) : null}
      <div className={styles.cards}>
        <AddressCard
          title={t('addresses.billing')}
          editLabel={t('addresses.editBilling')}
          address={billing}
          editTo="/my-account/edit-billing-address"
        />
        <AddressCard
          title={t('addresses.shipping')}
          editLabel={t('addresses.editShipping')}
          address={shipping}
          editTo="/my-account/edit-shipping-address"
        />
      </div>
    </div>
  );
}

interface AddressCardProps {
  title: string;
  editLabel: string;
  address: Address | null;
  editTo: string;
}

function AddressCard({ title, editLabel, address, editTo }: AddressCardProps) {
  const t = useAccountT();
  return (
    <section className={`card ${styles.card}`} aria-label={title}>
      <div className={styles.cardHead}>
        <h3>{title}</h3>
        <Link className="btn btn-secondary" to={editTo} aria-label={editLabel}>
          {t('addresses.edit')}
        </Link>
      </div>
      {address ? <AddressView address={address} /> : <p className="muted">{t('addresses.none')}</p>}
    </section>
  );
}
