// Personal pages (the shopper's cart, lists, account) are never rendered on the server: their content
// lives in the browser's storage, so the server sends the chrome and the slot's loading state, and
// the page needs its scripts for its first view (the edge starts them at once on these pages).
const PERSONAL_MODULES: Readonly<Record<string, readonly string[]>> = {
  'mfe-catalog': ['WishlistPage', 'ComparePage'],
  'mfe-cart-checkout': ['CartPage', 'CheckoutPage', 'SuccessPage', 'FailurePage'],
  'mfe-account': ['RegisterLoginPage', 'MyAccountPage', 'LoginRegisterForms'],
};

export function isPersonal(remote: string, module: string): boolean {
  return PERSONAL_MODULES[remote]?.includes(module) ?? false;
}
