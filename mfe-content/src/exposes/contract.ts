// Type-checked, never bundled: what this remote exposes must be exactly the contract's modules,
// each taking the contract's props (shared/src/remote-contract). The build exposes ./X from x.tsx.
import type { RemoteExposes } from '@store/shared';
import StoreLocatorPage from './store-locator-page';
import CareerPage from './career-page';
import ContactPage from './contact-page';
import AboutPage from './about-page';
import TermsPage from './terms-page';
import PrivacyPage from './privacy-page';
import PaymentReturnPage from './payment-return-page';
import ShippingOptionsPage from './shipping-options-page';

export const exposed: RemoteExposes<'mfe-content'> = {
  StoreLocatorPage,
  CareerPage,
  ContactPage,
  AboutPage,
  TermsPage,
  PrivacyPage,
  PaymentReturnPage,
  ShippingOptionsPage,
};
