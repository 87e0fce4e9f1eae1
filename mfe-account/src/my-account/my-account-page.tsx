import { Navigate, Route, Routes } from 'react-router-dom';
import { tokenStore, usePersisted } from '@store/shared';
import { AccountDetailsForm } from '../account-details/account-details-form';
import { AddressesPage } from '../addresses/addresses-page';
import { EditAddressPage } from '../addresses/edit-address-page';
import { OrderDetailsPage } from '../orders/order-details-page';
import { OrdersPage } from '../orders/orders-page';
import { AccountSidebar } from './account-sidebar';
import { Dashboard } from './dashboard';
import styles from './my-account.module.css';
import { useAccountT } from '../i18n/messages';

/** /my-account/*: guests go to /register-login; the rest see the sidebar and the chosen section. */
export function MyAccountPage() {
  const t = useAccountT();
  const token = usePersisted(tokenStore);
  if (!token) return <Navigate to="/register-login" replace />;
  return (
    <section className="page">
      <h1 className="page-title">{t('account.title')}</h1>
      <div className={styles.layout}>
        <AccountSidebar />
        <div className={styles.content}>
          <Routes>
            <Route index element={<Dashboard />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="order-details/:orderId" element={<OrderDetailsPage />} />
            <Route path="address" element={<AddressesPage />} />
            <Route path="edit-billing-address" element={<EditAddressPage kind="billing" />} />
            <Route path="edit-shipping-address" element={<EditAddressPage kind="shipping" />} />
            <Route path="account-details" element={<AccountDetailsForm />} />
            <Route path="*" element={<Navigate to="/my-account" replace />} />
          </Routes>
        </div>
      </div>
    </section>
  );
}
