// What the soak's shoppers look at and buy, read from the api once at the start: categories with their
// products' names, product pages, in-stock products for the checkouts, brands to search for.
import type { Catalogue } from './journeys.ts';
import type { ProductFacts } from './page-data.ts';

interface Product extends ProductFacts {
  Brands: string;
  In_stock: boolean;
}

async function api<T>(origin: string, call: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const answer = await fetch(`${origin}/api/${call}`, { method });
  if (!answer.ok) throw new Error(`/api/${call} answered ${answer.status}`);
  return (await answer.json()) as T;
}

export async function readCatalogue(origin: string): Promise<Catalogue> {
  const { categories } = await api<{ categories: Array<{ name: string }> }>(origin, 'sitemap-categories');
  const listed: Catalogue['categories'] = [];
  const products = new Map<string, Product>();
  for (const { name } of categories.slice(0, 10)) {
    const found = await api<Product[]>(origin, `excel-data?field=Categories&value=${encodeURIComponent(name)}`, 'POST');
    const priced = found.filter((product) => Number(product.Sale_price || product.Regular_price || 0) > 0);
    if (priced.length === 0) continue;
    // A listing's first page shows the most popular; any of its first few names proves its data.
    listed.push({ name, productNames: priced.slice(0, 5).map((product) => product.Name) });
    for (const product of priced.slice(0, 20)) products.set(product.Model, product);
  }
  const all = [...products.values()];
  const forSale = all.filter((product) => product.In_stock).slice(0, 30);
  if (listed.length === 0 || forSale.length === 0) throw new Error('the store has no priced, in-stock products to shop for');
  return {
    categories: listed,
    products: all,
    forSale,
    searchTerms: [...new Set(all.map((product) => product.Brands))].filter(Boolean).slice(0, 10),
  };
}
