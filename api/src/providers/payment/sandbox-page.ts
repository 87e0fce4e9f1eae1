import { randomBytes } from 'node:crypto';
import { escapeHtml, hiddenInputs } from './html-escape.js';
import { payuResponseHash } from './payu-hash.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentRequest } from './payu-form.js';
import { SANDBOX_WORDS, type SandboxLanguage, type SandboxWords } from './sandbox-words.js';

const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** What PayU posts back to surl/furl, with the reverse hash. */
export function sandboxResponse(
  provider: PaymentProvider,
  request: PaymentRequest,
  status: 'success' | 'failure',
): Record<string, string> {
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
    udf1: '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    error: status === 'success' ? 'E000' : 'E308',
    error_Message: status === 'success' ? 'No Error' : 'Transaction declined in the sandbox',
    bank_ref_num: randomBytes(6).toString('hex'),
    hash: payuResponseHash({ ...fields, status }, provider.salt),
  };
}

/** An order line as the payment page lists it. */
export interface SandboxItem {
  name: string;
  quantity: number;
}

const STORE_NAME = 'Bengal Electronics';

/** The store's page to go back to without paying: its checkout in the shopper's language, on the origin of the return address. */
function backToStore(returnUrl: string, language: SandboxLanguage): string | null {
  try {
    const url = new URL(returnUrl);
    const prefix = language === 'en' ? '' : `/${language}`;
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${prefix}/checkout` : null;
  } catch {
    return null;
  }
}

// The page is reached through the store's origin (its /api), so the store's font for the language is
// at /fonts/ there; where it is not (the api on an address of its own), the device's font draws it.
const fontFace = ({ font }: SandboxWords) =>
  font
    ? `@font-face{font-family:"${font.family}";font-display:swap;src:url(${font.file}) format("woff2");unicode-range:${font.unicodeRange}}\n`
    : '';
const fontStack = ({ font }: SandboxWords) => (font ? `"${font.family}",` : '');

/**
 * The sandbox's hosted payment page: who is paid, how much, for what, and two buttons that answer
 * as PayU would. It says plainly that it is a test page and that nothing is charged. Its words are in
 * the shopper's language; product names stay as the catalogue has them.
 */
export function sandboxPage(
  provider: PaymentProvider,
  request: PaymentRequest,
  items: SandboxItem[] = [],
  language: SandboxLanguage = 'en',
): string {
  const words = SANDBOX_WORDS[language];
  const amount = INR.format(Number(request.amount));
  const back = backToStore(request.surl, language);
  const button = (status: 'success' | 'failure', label: string, target: string) =>
    `<form method="post" action="${escapeHtml(target)}">\n${hiddenInputs(sandboxResponse(provider, request, status))}\n` +
    `<button type="submit" class="${status}">${label}</button>\n</form>`;
  const lines =
    items.length > 0
      ? items
          .map(
            (item) => `<li><span translate="no">${escapeHtml(item.name)}</span><span class="qty">× ${item.quantity}</span></li>`,
          )
          .join('\n')
      : `<li><span>${escapeHtml(words.items(request.productinfo.split(',').length))}</span></li>`;
  return `<!doctype html>
<html lang="${words.tag}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title(STORE_NAME))}</title>
<style>
*{box-sizing:border-box}
${fontFace(words)}body{margin:0;font-family:${fontStack(words)}system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2328;background:#eef1f5}
.ribbon{margin:0;background:#fff4ce;color:#5c4400;text-align:center;font-size:.85rem;font-weight:600;padding:.5rem 1rem;border-bottom:1px solid #f0d97a}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(15,23,42,.08);overflow:hidden}
.merchant{display:flex;align-items:center;gap:.75rem;padding:1.25rem 1.5rem;background:#c62828;color:#fff}
.mark{display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:8px;background:#fff;color:#c62828;font-weight:800}
.merchant h1{margin:0;font-size:1.1rem}.merchant p{margin:.1rem 0 0;font-size:.8rem;opacity:.9}
.body{padding:1.5rem}
.label{margin:0 0 .35rem;color:#57606a;font-size:.85rem}
.amount{margin:.25rem 0 1.25rem;font-size:2rem;font-weight:700;letter-spacing:-.01em}
ul{list-style:none;margin:0 0 1.25rem;padding:0;border-top:1px solid #e4e7eb}
li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid #e4e7eb;font-size:.9rem}
.qty{color:#57606a;white-space:nowrap}
.note{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:8px;background:#f6f8fa;color:#57606a;font-size:.85rem}
.actions{display:grid;gap:.75rem}
.actions form{margin:0}
button{width:100%;font:inherit;font-weight:600;padding:.85rem 1rem;border:0;border-radius:8px;cursor:pointer;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.success{background:#1a7f37}.failure{background:#b42318}
.back{display:block;margin-top:1rem;text-align:center;color:#0969da;font-size:.9rem}
.ref{margin:1rem 0 0;text-align:center;color:#6e7781;font-size:.75rem}
</style></head>
<body>
<p class="ribbon" role="note">${escapeHtml(words.ribbon)}</p>
<main>
<div class="card">
<header class="merchant"><span class="mark" aria-hidden="true">BE</span><div><h1>${escapeHtml(words.pay(STORE_NAME))}</h1><p>${escapeHtml(words.secure)}</p></div></header>
<div class="body">
<p class="label">${escapeHtml(words.amount)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<p class="label" id="items-title">${escapeHtml(words.order)}</p>
<ul aria-labelledby="items-title">
${lines}
</ul>
<p class="note">${escapeHtml(words.note)}</p>
<div class="actions">
${button('success', escapeHtml(words.success), request.surl)}
${button('failure', escapeHtml(words.failure), request.furl)}
</div>
${back ? `<a class="back" href="${escapeHtml(back)}">${escapeHtml(words.back(STORE_NAME))}</a>` : ''}
<p class="ref">${escapeHtml(words.reference)} <span translate="no">${escapeHtml(request.txnid)}</span></p>
</div>
</div>
</main>
</body></html>`;
}
