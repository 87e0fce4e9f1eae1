// The product page's calls (docs/screens.md §7).
import {
  callApi,
  callWithToken,
  firstCategory,
  isSuccess,
  parseBodyString,
  sameModel,
  type Product,
  type Review,
} from '@store/shared';
import { RELATED_PRODUCTS_MAX } from '../common/catalog-constants';
import { asList, logFailure } from '../common/logged';
import { modelOf } from '../common/links';

/** The product, or null when the api knows no such model. Throws when the call fails. */
export async function fetchProduct(model: string, signal?: AbortSignal): Promise<Product | null> {
  const answer = await callApi('excel-data', { query: { field: 'Model', value: model }, signal });
  return asList<Product>(answer, 'excel-data Model')[0] ?? null;
}

interface StockOptions {
  signal?: AbortSignal;
  /** For a replayed tap: the answer the page asked for when the tap was held (replayed-tap.ts). */
  afterHeldTap?: boolean;
}

const stockBody = (model: string) => ({ sku: model });

/** The stock call as sent, for a buy button to name (replayed-tap.ts). */
export const stockCall = (model: string) => ({ call: 'stock-details', body: JSON.stringify(stockBody(model)) });

/** Available quantity; an answer without a number is null. A failed call throws. */
export async function readStock(model: string, options: StockOptions = {}): Promise<number | null> {
  const answer = await callApi<{ body?: { ProductStock?: Array<{ Available_Qty?: unknown }> } }>('stock-details', {
    body: stockBody(model),
    ...options,
  });
  const qty = Number(answer?.body?.ProductStock?.[0]?.Available_Qty);
  return Number.isFinite(qty) ? qty : null;
}

/** Available quantity; a failed call or an answer without a number is null (docs/screens.md §4: out of stock). */
export async function fetchStock(model: string, options: StockOptions = {}): Promise<number | null> {
  try {
    return await readStock(model, options);
  } catch (error) {
    logFailure('stock-details', error);
    return null;
  }
}

/** A specification value as shown: text, numbers and yes/no as written; blanks and nested values left out. */
function specText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value);
  return text.trim() === '' ? null : text;
}

export async function fetchSpecification(model: string, signal?: AbortSignal): Promise<Record<string, string>> {
  try {
    const answer = await callApi<{ Specification?: unknown }>('specificationFetcher', { body: { model_no: model }, signal });
    const parsed = parseBodyString<unknown>(answer?.Specification ?? null);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .map(([key, value]) => [key, specText(value)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== null),
    );
  } catch (error) {
    logFailure('specificationFetcher', error);
    return {};
  }
}

export interface ReviewSummary {
  reviews: Review[];
  average: number;
}

export async function fetchReviews(model: string, signal?: AbortSignal): Promise<ReviewSummary> {
  try {
    const answer = await callApi<{ statusCode?: number; body?: { reviews?: unknown; average_rating?: unknown } }>(
      'review-retrieve',
      {
        body: { product_id: model },
        signal,
      },
    );
    if (!isSuccess(answer)) return { reviews: [], average: 0 };
    const reviews = Array.isArray(answer.body?.reviews) ? (answer.body.reviews as Review[]) : [];
    const average = Number(answer.body?.average_rating);
    return { reviews, average: Number.isFinite(average) ? average : 0 };
  } catch (error) {
    logFailure('review-retrieve', error);
    return { reviews: [], average: 0 };
  }
}

export type ReviewResult = { ok: true } | { ok: false; status: number; message: string };

/** A 401 ends the session (callWithToken's policy) and throws SessionExpiredError. */
export async function submitReview(input: { model: string; token: string; text: string; rating: number }): Promise<ReviewResult> {
  const answer = await callWithToken('review-rating', input.token, {
    product_id: input.model,
    review_text: input.text,
    rating: input.rating,
  });
  if (answer.status === 200) return { ok: true };
  return { ok: false, status: answer.status, message: answer.message ?? 'An error occurred. Please try again later.' };
}

/** True when the pincode is deliverable (statusCode 200). */
export async function checkPincode(pincode: string): Promise<boolean> {
  const answer = await callApi('pincode-check', { body: { pincode } });
  return isSuccess(answer);
}

/** The product's own sub-category: 'Kitchen Appliances>Mixer Grinders' gives 'Mixer Grinders'. */
export function nearestCategory(categories: string | null | undefined): string {
  const path = (categories ?? '').split(',')[0] ?? '';
  return path.split('>').at(-1)?.trim() ?? '';
}

const listOf = async (category: string, signal?: AbortSignal) =>
  asList<Product>(await callApi('excel-data', { query: { field: 'Categories', value: category }, signal }), 'related');

/** Up to 8 other products of the product's own sub-category, topped up from its first category
 *  (a mixer grinder's neighbours are mixer grinders before they are microwaves). */
export async function fetchRelated(product: Product, signal?: AbortSignal): Promise<Product[]> {
  const top = firstCategory(product.Categories) || product.Category || '';
  const nearest = nearestCategory(product.Categories) || top;
  if (!nearest) return [];
  try {
    const others = (list: Product[]) => list.filter((other) => !sameModel(modelOf(other), modelOf(product)));
    const related = others(await listOf(nearest, signal));
    if (related.length < RELATED_PRODUCTS_MAX && top && top !== nearest) {
      const seen = new Set(related.map((other) => modelOf(other).toLowerCase()));
      related.push(...others(await listOf(top, signal)).filter((other) => !seen.has(modelOf(other).toLowerCase())));
    }
    return related.slice(0, RELATED_PRODUCTS_MAX);
  } catch (error) {
    logFailure('related products', error);
    return [];
  }
}
