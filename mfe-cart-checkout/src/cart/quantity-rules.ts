// Cart quantity (docs/screens.md §5): at least 1; anything else typed falls back to 1 when the field is left.
// The upper cap is the api's own limit of one product per order; stock is checked at check-out.
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;

/** A whole number the cart accepts, or null while the text is not one. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  if (quantity < MIN_QUANTITY) return null;
  return Math.min(quantity, MAX_QUANTITY);
}
