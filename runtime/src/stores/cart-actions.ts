// What any section may do to the cart, wishlist and compare list. Every change goes through
// here so the rules of spec §4 hold and the header hears about it.
import { addToCart, removeFromCart, sameModel, setQuantity } from './cart-lines';
import type { CartItem, CompareItem, WishlistItem } from '../contracts/entities';
import { emit } from '../events/event-bus';
import { cartStore, compareStore, couponStore, wishlistStore } from './browser-stores';

function announceCart(): void {
  emit('cart:changed', { items: cartStore.getState().value });
}

export const cart = {
  add(item: Omit<CartItem, 'quantity'> & { quantity?: number }): void {
    cartStore.getState().set((items) => addToCart(items, item));
    announceCart();
  },
  setQuantity(model: string, quantity: number): void {
    cartStore.getState().set((items) => setQuantity(items, model, quantity));
    announceCart();
  },
  remove(model: string): void {
    cartStore.getState().set((items) => removeFromCart(items, model));
    if (cartStore.getState().value.length === 0) couponStore.getState().clear();
    announceCart();
  },
  clear(): void {
    cartStore.getState().clear();
    couponStore.getState().clear();
    announceCart();
  },
};

/** Returns false when the model was already there (case-insensitive): nothing changes then. */
export function addToWishlist(item: WishlistItem): boolean {
  if (wishlistStore.getState().value.some((line) => sameModel(line.model, item.model))) return false;
  wishlistStore.getState().set((items) => [...items, item]);
  return true;
}

export function removeFromWishlist(model: string): void {
  wishlistStore.getState().set((items) => items.filter((line) => !sameModel(line.model, model)));
}

export function addToCompare(item: CompareItem): boolean {
  if (compareStore.getState().value.some((line) => sameModel(line.model, item.model))) return false;
  compareStore.getState().set((items) => [...items, item]);
  return true;
}

export function removeFromCompare(model: string): void {
  compareStore.getState().set((items) => items.filter((line) => !sameModel(line.model, model)));
}
