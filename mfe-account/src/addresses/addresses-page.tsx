import { Link } from 'react-router-dom';
import { usePageMeta, type Address } from '@store/shared';
import { AddressView } from '../ui/address-view';
import { useSavedAddresses } from './use-saved-addresses';
import styles from './addresses.module.css';

export function AddressesPage() {
  usePageMeta('Addresses');
  const { billing, shipping, loading, error } = useSavedAddresses();
  return (
    <div>
      <p>The following addresses will be used on the checkout page by default.</p>
      {loading ? <p role="status">Loading addresses...</p> : null}
      {error ? (
        <p role="alert" className="text-error">
          Error: {error}
        </p>
      ) : null}
      <div className={styles.cards}>
        <AddressCard title="Billing address" address={billing} editTo="/my-account/edit-billing-address" />
        <AddressCard title="Shipping address" address={shipping} editTo="/my-account/edit-shipping-address" />
      </div>
    </div>
  );
}

function AddressCard({ title, address, editTo }: { title: string; address: Address | null; editTo: string }) {
  return (
    <section className={`card ${styles.card}`} aria-label={title}>
      <div className={styles.cardHead}>
        <h3>{title}</h3>
        <Link className="btn btn-secondary" to={editTo} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Link>
      </div>
      {address ? <AddressView address={address} /> : <p className="muted">You have not set up this type of address yet.</p>}
    </section>
  );
}
