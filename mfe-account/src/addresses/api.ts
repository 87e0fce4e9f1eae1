import { callWithToken, type Address } from '@store/shared';

export interface SavedAddresses {
  billing: Address | null;
  shipping: Address | null;
}

/** address-fetch: both addresses, null when never saved. */
export async function fetchAddresses(token: string): Promise<SavedAddresses> {
  const answer = await callWithToken<{ billing_address?: unknown; shipping_address?: unknown }>('address-fetch', token);
  if (answer.status !== 200) throw new Error(answer.message ?? `HTTP error! status: ${answer.status}`);
  const body = answer.body;
  return { billing: asAddress(body?.billing_address), shipping: asAddress(body?.shipping_address) };
}

function asAddress(value: unknown): Address | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Address), country_region: 'India' }
    : null;
}

export type SaveResult = { ok: true } | { ok: false; serverText?: string; status: number };

/** address-registration saves both addresses at once; 400 names the field at fault. */
export async function saveAddresses(token: string, billing: Address | null, shipping: Address | null): Promise<SaveResult> {
  const answer = await callWithToken('address-registration', token, { billing_address: billing, shipping_address: shipping });
  return answer.status === 200 ? { ok: true } : { ok: false, status: answer.status, serverText: answer.message };
}
