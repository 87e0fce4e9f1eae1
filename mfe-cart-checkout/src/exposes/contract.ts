// Type-checked, never bundled: what this remote exposes must be exactly the contract's modules,
// each taking the contract's props (shared/src/remote-contract). The build exposes ./X from x.tsx.
import type { RemoteExposes } from '@store/shared';
import CartPage from './cart-page';
import CheckoutPage from './checkout-page';
import SuccessPage from './success-page';
import FailurePage from './failure-page';

export const exposed: RemoteExposes<'mfe-cart-checkout'> = { CartPage, CheckoutPage, SuccessPage, FailurePage };
