// What a listing shows (docs/screens.md §2 Listings, §5 price filter, §9 page sizes) as pure functions.
import { unitPrice, type Product } from '@store/shared';

export type SortKey = 'default' | 'popularity' | 'price-asc' | 'price-desc';

export const SORTS = [
  { key: 'default', label: 'listing.sort.default' },
  { key: 'popularity', label: 'listing.sort.popularity' },
  { key: 'price-asc', label: 'listing.sort.priceAsc' },
  { key: 'price-desc', label: 'listing.sort.priceDesc' },
] as const satisfies ReadonlyArray<{ key: SortKey; label: string }>;

export function isSortKey(value: string | null): value is SortKey {
  return SORTS.some((sort) => sort.key === value);
}

export interface PriceBounds {
  min: number;
  max: number;
}

/** Whole rupees that contain every price, so the slider's ends never cut off an item. */
export function priceBounds(products: Product[]): PriceBounds | null {
  if (products.length === 0) return null;
  const prices = products.map(unitPrice);
  return { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) };
}

/** docs/screens.md §5: keeps items between the minimum and the chosen maximum (sale price, else regular). */
export function filterByPrice(products: Product[], min: number, chosenMax: number): Product[] {
  return products.filter((product) => {
    const price = unitPrice(product);
    return price >= min && price <= chosenMax;
  });
}

export function brandsOf(products: Product[]): string[] {
  const byKey = new Map<string, string>();
  for (const product of products) {
    const brand = (product.Brands ?? '').trim();
    if (brand && !byKey.has(brand.toLowerCase())) byKey.set(brand.toLowerCase(), brand);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

export function filterByBrands(products: Product[], brands: string[]): Product[] {
  if (brands.length === 0) return products;
  const wanted = new Set(brands.map((brand) => brand.toLowerCase()));
  return products.filter((product) => wanted.has((product.Brands ?? '').trim().toLowerCase()));
}

export function sortProducts(products: Product[], sort: SortKey): Product[] {
  const list = [...products];
  if (sort === 'popularity') return list.sort((a, b) => b.Popularity - a.Popularity);
  if (sort === 'price-asc') return list.sort((a, b) => unitPrice(a) - unitPrice(b));
  if (sort === 'price-desc') return list.sort((a, b) => unitPrice(b) - unitPrice(a));
  return list;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
}

/** Pages count from 1; a page out of range shows the nearest real one. */
export function paginate<T>(list: T[], requested: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const page = Math.min(Math.max(1, Number.isInteger(requested) ? requested : 1), pageCount);
  const start = (page - 1) * size;
  const items = list.slice(start, start + size);
  return { items, page, pageCount, first: items.length ? start + 1 : 0, last: start + items.length, total: list.length };
}
