import { randomBytes } from 'node:crypto';
import { escapeHtml, hiddenInputs } from './html-escape.js';
import { payuResponseHash } from './payu-hash.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentRequest } from './payu-form.js';

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What PayU posts back to surl/furl, with the reverse hash. */
export function sandboxResponse(provider: PaymentProvider, request: PaymentRequest, status: 'success' | 'failure'): Record<string, string> {
  const fields = {
    key: provider.key,
    txnid: request.txnid,
    amount: request.amount,
    productinfo: request.productinfo,
    firstname: request.firstname,
    email: request.email,
  };
  return {
    mihpayid: `SBX${randomBytes(8).toString('hex')}`,
    mode: 'CC',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    ...fields,
    phone: request.phone,
    udf1: '', udf2: '', udf3: '', udf4: '', udf5: '',
    error: status === 'success' ? 'E000' : 'E308',
    error_Message: status === 'success' ? 'No Error' : 'Transaction declined in the sandbox',
    bank_ref_num: randomBytes(6).toString('hex'),
    hash: payuResponseHash({ ...fields, status }, provider.salt),
  };
}

export function sandboxPage(provider: PaymentProvider, request: PaymentRequest): string {
  const amount = INR.format(Number(request.amount));
  const button = (status: 'success' | 'failure', label: string, target: string) =>
    `<form method="post" action="${escapeHtml(target)}">\n${hiddenInputs(sandboxResponse(provider, request, status))}\n` +
    `<button type="submit" class="${status}">${label}</button>\n</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.actions{display:flex;gap:1rem}
button{font-size:1rem;padding:.75rem 1.25rem;border:0;border-radius:.4rem;cursor:pointer;color:#fff}
.success{background:#1a7f37}.failure{background:#c62828}
</style></head>
<body>
<h1>Payment sandbox</h1>
<p>Nothing is charged here. Transaction ${escapeHtml(request.txnid)} for ${escapeHtml(request.productinfo)}.</p>
<p>Amount to pay</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<div class="actions">
${button('success', 'Simulate success', request.surl)}
${button('failure', 'Simulate failure', request.furl)}
</div>
</body></html>`;
}
