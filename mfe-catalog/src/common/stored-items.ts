// Turns an api Product into the exact browser-storage shapes of docs/screens.md §3.
import {
  firstCategory,
  firstImage,
  unitPrice,
  type CartItem,
  type CompareItem,
  type Product,
  type WishlistItem,
} from '@store/shared';
import { modelOf } from './links';

/** A compare item stored by an earlier release may hold a unit count instead of a flag. */
export function isInStockFlag(value: CompareItem['stock']): boolean {
  return value === true || (typeof value === 'number' && value > 0);
}

export function toCartItem(product: Product, quantity = 1): Omit<CartItem, 'quantity'> & { quantity: number } {
  return {
    model: modelOf(product),
    name: product.Name,
    price: unitPrice(product),
    url: firstImage(product.Images),
    quantity,
  };
}

export function toWishlistItem(product: Product): WishlistItem {
  return {
    model: modelOf(product),
    name: product.Name,
    image: firstImage(product.Images),
    sale_price: product.Sale_price,
    regular_price: product.Regular_price,
    in_stock: product.In_stock,
  };
}

export function toCompareItem(product: Product): CompareItem {
  return {
    sale_price: product.Sale_price,
    regular_price: product.Regular_price,
    description: product.Short_description || product.Description || '',
    stock: product.In_stock,
    weight: product.Weight ?? '',
    brand: product.Brands ?? '',
    image: firstImage(product.Images),
    name: product.Name,
    model: modelOf(product),
    dimmensions: product.Dimensions ?? '',
    sku: product.sku ?? '',
    catagory: firstCategory(product.Categories),
  };
}
