// How the cart's lines change (docs/screens.md §4): the rules every section's cart changes go through, kept
// with the cart store so that one copy of them runs in the page.
import type { CartItem } from '../contracts/entities';

export function sameModel(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Adding a model already in the cart adds 1 to its quantity. */
export function addToCart(items: CartItem[], item: Omit<CartItem, 'quantity'> & { quantity?: number }): CartItem[] {
  const existing = items.find((line) => line.model === item.model);
  if (existing) {
    return items.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...items, { ...item, quantity: Math.max(1, item.quantity ?? 1) }];
}

export function setQuantity(items: CartItem[], model: string, quantity: number): CartItem[] {
  const safe = Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  return items.map((line) => (line.model === model ? { ...line, quantity: safe } : line));
}

export function removeFromCart(items: CartItem[], model: string): CartItem[] {
  return items.filter((line) => line.model !== model);
}
