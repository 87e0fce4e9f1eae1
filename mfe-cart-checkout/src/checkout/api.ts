// The calls of the checkout: address-fetch (prefill), check-out (creates the order, server-priced)
// and payment-gateway (the provider's form). See api/CALLS.md.
import { callWithToken, type Address, type CartItem, type CartTotals, type Coupon } from '@store/shared';
import { GENERIC_ERROR } from '../common/messages';

export interface SavedAddresses {
  billing: Address | null;
  shipping: Address | null;
}

function asAddress(value: unknown): Address | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Address) : null;
}

export async function fetchSavedAddresses(token: string): Promise<SavedAddresses | null> {
  const { status, body: saved } = await callWithToken<{ billing_address?: unknown; shipping_address?: unknown }>(
    'address-fetch',
    token,
  );
  if (status !== 200 || !isObject(saved)) return null;
  return { billing: asAddress(saved.billing_address), shipping: asAddress(saved.shipping_address) };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

export interface CheckoutRequest {
  billing_address: Address;
  shipping_address: Address;
  cart: CartItem[];
  order_notes: string;
  coupon: Coupon | null;
  idempotency_key: string;
}

export type CheckoutResult =
  { ok: true; orderId: string; totals: CartTotals | null; lines: CartItem[] } | { ok: false; message: string };

interface CheckoutAnswer {
  order_id?: unknown;
  cart?: unknown;
  subtotal?: unknown;
  discount?: unknown;
  shipping_cost?: unknown;
  total?: unknown;
}

function serverTotals(answer: CheckoutAnswer): CartTotals | null {
  const figures = [answer.subtotal, answer.discount ?? 0, answer.shipping_cost, answer.total].map(Number);
  if (figures.some((figure) => !Number.isFinite(figure))) return null;
  const [subtotal = 0, discount = 0, shipping = 0, total = 0] = figures;
  return { subtotal, discount, shipping, total };
}

export async function createOrder(token: string, request: CheckoutRequest): Promise<CheckoutResult> {
  const {
    status,
    body: order,
    message,
  } = await callWithToken<CheckoutAnswer>(
    'check-out',
    token,
    { ...request, order_status: 'Order initiated' },
    { timeoutMs: 30_000 },
  );
  if (status !== 200 || !isObject(order) || (typeof order.order_id !== 'string' && typeof order.order_id !== 'number')) {
    return { ok: false, message: message ?? GENERIC_ERROR };
  }
  return {
    ok: true,
    orderId: String(order.order_id),
    totals: serverTotals(order),
    lines: Array.isArray(order.cart) ? (order.cart as CartItem[]) : [],
  };
}

export interface PaymentRequest {
  order_id: string;
  amount: number;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  surl: string;
  furl: string;
}

export type PaymentResult =
  { ok: true; html: string; txnid?: string; amount?: number } | { ok: false; message: string; refused: boolean };

export async function requestPayment(token: string, request: PaymentRequest): Promise<PaymentResult> {
  const {
    status,
    body: payment,
    message,
  } = await callWithToken<{ checkout_url?: unknown; txnid?: unknown; amount?: unknown }>(
    'payment-gateway',
    token,
    { ...request },
    { inBody: true, timeoutMs: 30_000 },
  );
  if (status !== 200 || !isObject(payment) || typeof payment.checkout_url !== 'string') {
    // A 4xx means this order cannot be paid (expired, failed, already paid); a 5xx throws and may pass.
    return { ok: false, message: message ?? GENERIC_ERROR, refused: status >= 400 && status < 500 };
  }
  return {
    ok: true,
    html: payment.checkout_url,
    txnid: typeof payment.txnid === 'string' ? payment.txnid : undefined,
    amount: Number.isFinite(Number(payment.amount)) ? Number(payment.amount) : undefined,
  };
}
