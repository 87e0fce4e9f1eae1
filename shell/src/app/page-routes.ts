// Every route of docs/screens.md §2 and the remote module that renders it. Where is a screen's code? Here.
// The contract's own module, not the package's index: the edge's tests and the operator scripts read this
// table under Node's module rules, where the index's components do not type-check.
import type { ExposedName, RemoteName } from '@store/shared/remote-contract';

/** A route and the remote module behind it; a module the remote does not expose does not compile. */
export type PageRoute = { [R in RemoteName]: { path: string; remote: R; module: ExposedName<R> } }[RemoteName];

export const PAGE_ROUTES: PageRoute[] = [
  { path: '/', remote: 'mfe-catalog', module: 'HomePage' },
  { path: '/category/:category', remote: 'mfe-catalog', module: 'CategoryPage' },
  { path: '/product/:productId', remote: 'mfe-catalog', module: 'ProductPage' },
  { path: '/brands/:brandName', remote: 'mfe-catalog', module: 'BrandPage' },
  { path: '/search/:search', remote: 'mfe-catalog', module: 'SearchPage' },
  { path: '/wishlist', remote: 'mfe-catalog', module: 'WishlistPage' },
  { path: '/compare', remote: 'mfe-catalog', module: 'ComparePage' },
  { path: '/cart', remote: 'mfe-cart-checkout', module: 'CartPage' },
  { path: '/checkout', remote: 'mfe-cart-checkout', module: 'CheckoutPage' },
  { path: '/success', remote: 'mfe-cart-checkout', module: 'SuccessPage' },
  { path: '/failure', remote: 'mfe-cart-checkout', module: 'FailurePage' },
  { path: '/register-login', remote: 'mfe-account', module: 'RegisterLoginPage' },
  { path: '/my-account/*', remote: 'mfe-account', module: 'MyAccountPage' },
  { path: '/store-locator', remote: 'mfe-content', module: 'StoreLocatorPage' },
  { path: '/career', remote: 'mfe-content', module: 'CareerPage' },
  { path: '/contact-us', remote: 'mfe-content', module: 'ContactPage' },
  { path: '/about-us', remote: 'mfe-content', module: 'AboutPage' },
  { path: '/terms-and-conditions', remote: 'mfe-content', module: 'TermsPage' },
  { path: '/privacy-policy', remote: 'mfe-content', module: 'PrivacyPage' },
  { path: '/payment-return-policies', remote: 'mfe-content', module: 'PaymentReturnPage' },
  { path: '/shipping-options', remote: 'mfe-content', module: 'ShippingOptionsPage' },
];

/** The route a path is, and the remote module that renders it; undefined for an unknown path. */
export function routeOf(pathname: string): PageRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return PAGE_ROUTES.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.at(-1) === '*') return pattern.slice(0, -1).every((part, index) => part === segments[index]);
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}
