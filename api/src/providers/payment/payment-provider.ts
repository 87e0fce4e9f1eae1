import type { Config } from '../../config.js';

/**
 * PayU and the built-in sandbox speak one protocol (form post, SHA-512 request and reverse
 * hashes); they differ only in where the form goes. Real PayU is PAYU_KEY, PAYU_SALT, PAYU_URL.
 */
export interface PaymentProvider {
  readonly name: 'payu' | 'sandbox';
  readonly key: string;
  readonly salt: string;
  /** Where the browser posts the payment form; `apiBase` is the api as the browser reaches it. */
  formAction(apiBase: string): string;
}

export const SANDBOX_PATH = '/api/payment-sandbox';
export const RETURN_PATH = '/api/payment-return';

export function choosePaymentProvider(config: Config): PaymentProvider {
  const { key, salt, url } = config.payu;
  if (url) return { name: 'payu', key, salt, formAction: () => url };
  return { name: 'sandbox', key, salt, formAction: (apiBase) => `${apiBase}${SANDBOX_PATH}` };
}
