// /checkout (docs/screens.md §2 Checkout, §4 Checkout flow, §5 required fields, §6 guests).
import { cartStore, tokenStore, usePageMeta, usePersisted } from '@store/shared';
import { Navigate } from 'react-router-dom';
import { EmptyCart } from '../common/empty-cart';
import { SectionStateProvider } from '../state/section-store';
import { useCartCheckoutT } from '../i18n/messages';
import { CheckoutForm } from './checkout-form';

export function CheckoutPage() {
  const t = useCartCheckoutT();
  usePageMeta(t('heads.checkout.title'), t('heads.checkout.description'));
  const token = usePersisted(tokenStore);
  const items = usePersisted(cartStore);

  if (!token) return <Navigate to="/register-login" replace />;
  return (
    <SectionStateProvider>
      <section className="page">
        <h1 className="page-title">{t('checkout.title')}</h1>
        {items.length === 0 ? <EmptyCart message={t('checkout.cartEmpty')} /> : <CheckoutForm token={token} items={items} />}
      </section>
    </SectionStateProvider>
  );
}
