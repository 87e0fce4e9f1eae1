// Whether a page a shopper got carried its data, read as a client that runs no script would: the text
// of <main>, scripts left out, so data that is only in window.__SSR__ does not count (the empty shell
// with a loading state is what the check is there to catch).
import { formatInr } from './money.ts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

export function mainText(html: string): string {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(withoutScripts)?.[1] ?? '';
  return main
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

export interface ProductFacts {
  Model: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
}

export const priceOf = (product: ProductFacts): number => Number(product.Sale_price || product.Regular_price || 0);

/** What is missing from a product page: its name, its price (empty when it has both). */
export function missingOnProductPage(html: string, product: ProductFacts): string[] {
  const text = mainText(html);
  const missing: string[] = [];
  if (!text.includes(product.Name.replace(/\s+/g, ' '))) missing.push('the product name');
  if (!text.includes(formatInr(priceOf(product)))) missing.push('the price');
  return missing;
}

/** A listing (home, category, brand, search) carries products: at least one link to a product page. */
export function listsProducts(html: string, names: string[] = []): boolean {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  if (!/href="\/product\//.test(main)) return false;
  const text = mainText(html);
  return names.length === 0 || names.some((name) => text.includes(name.replace(/\s+/g, ' ')));
}

/**
 * Whether the edge sent the page for the browser to fill: the plain shell page (admission past its
 * caps), or the route's section without its first view (not in time within SECTION_BUDGET_MS, or its
 * calls failed). The browser then fetches the data itself; a page that says it has it and does not
 * show it is the broken promise.
 */
export function leftToTheBrowser(html: string, module: string): boolean {
  const start = html.indexOf('window.__SSR__=');
  if (start < 0) return true;
  const text = html.slice(start + 'window.__SSR__='.length, html.indexOf('</script>', start));
  for (let end = text.lastIndexOf('}'); end > 0; end = text.lastIndexOf('}', end - 1)) {
    try {
      const state = JSON.parse(text.slice(0, end + 1)) as { slots?: Array<{ module: string; firstView?: unknown }> };
      const slot = state.slots?.find((each) => each.module === module);
      return slot?.firstView === undefined;
    } catch {
      // not the end of the JSON yet
    }
  }
  return true;
}
