// docs/screens.md §8: slider, stock, product-list and other fetch failures are only logged; lists become empty.
export function logFailure(what: string, error: unknown): void {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

export function asList<T>(value: unknown, what: string): T[] {
  if (Array.isArray(value)) return value as T[];
  console.error(`${what}: expected a list, got`, value);
  return [];
}
