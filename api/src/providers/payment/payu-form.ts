import { hiddenInputs, escapeHtml } from './html-escape.js';
import { payuRequestHash } from './payu-hash.js';
import type { PaymentProvider } from './payment-provider.js';

export interface PaymentRequest {
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  surl: string;
  furl: string;
}

/** The PayU-compatible form `payment-gateway` answers; the page submits it (docs/screens.md §4). */
export function payuForm(provider: PaymentProvider, action: string, request: PaymentRequest): string {
  const fields = {
    key: provider.key,
    txnid: request.txnid,
    amount: request.amount,
    productinfo: request.productinfo,
    firstname: request.firstname,
    email: request.email,
    phone: request.phone,
    surl: request.surl,
    furl: request.furl,
    hash: payuRequestHash({ key: provider.key, ...request }, provider.salt),
  };
  return `<form id="payu-form" name="payuForm" action="${escapeHtml(action)}" method="post">\n${hiddenInputs(fields)}\n</form>`;
}
