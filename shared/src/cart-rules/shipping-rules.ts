// The shipping rule of docs/screens.md §9 and what a product page may promise from it. Kept apart from the
// cart's other rules so the api's side can be held to it without the runtime's types (scripts/shipping-promise.test.ts).
import { FLAT_SHIPPING, FREE_SHIPPING_ABOVE } from '../constants/constants';
import { formatINR } from '../money/format-inr';

export function shippingFor(subtotal: number): number {
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : FLAT_SHIPPING;
}

/**
 * What a product page promises for a product at this unit price, from the rule the cart and
 * checkout charge by: free shipping only when the product alone passes the free-shipping line,
 * and no payment on delivery, since checkout takes online payment only.
 */
export function productPromises(unitPrice: number): string[] {
  const shipping = shippingFor(unitPrice) === 0 ? 'Free Shipping' : `Free Shipping above ${formatINR(FREE_SHIPPING_ABOVE)}`;
  return [shipping, 'Secure Online Payment', 'Safe Delivery', 'Easy Installment'];
}
