// The provider's form arrives as HTML (api/README.md). Rather than inject that HTML, the page
// reads its action, method and fields and renders its own form from them.
export interface PaymentForm {
  action: string;
  method: 'post' | 'get';
  fields: Array<[string, string]>;
}

export function parsePaymentForm(html: string, base: string = window.location.href): PaymentForm | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector('form');
  if (!form) return null;
  let action: URL;
  try {
    action = new URL(form.getAttribute('action') ?? '', base);
  } catch {
    return null;
  }
  if (action.protocol !== 'https:' && action.protocol !== 'http:') return null;
  const fields = Array.from(form.querySelectorAll('input[name], textarea[name]')).map((input): [string, string] => [
    input.getAttribute('name') ?? '',
    input.getAttribute('value') ?? input.textContent ?? '',
  ]);
  const method = (form.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  return { action: action.toString(), method, fields };
}
