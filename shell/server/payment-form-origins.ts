// The checkout posts its payment form to the api's sandbox (this origin) or to PayU (PAYU_URL):
// the edge's form-action allows that origin too.
export function paymentFormOrigins(env: Record<string, string | undefined>): string[] {
  const url = env.PAYU_URL?.trim();
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
