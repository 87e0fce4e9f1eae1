// The payment in progress, remembered across the provider's redirect (docs/screens.md §4 "hold the payment
// info in shared state"), and the last order the success page confirmed, so a reload of
// /success or /failure repeats nothing.
import { readJson, remove, writeJson } from './session-storage';

export const PAYMENT_IN_PROGRESS_KEY = 'payment_in_progress';
export const PAYMENT_CONFIRMED_KEY = 'payment_confirmed';

export interface PaymentInProgress {
  order_id: string;
  txnid?: string;
  amount?: number;
  started_at: number;
}

function isPayment(value: unknown): value is PaymentInProgress {
  return typeof value === 'object' && value !== null && typeof (value as PaymentInProgress).order_id === 'string';
}

export function rememberPayment(payment: Omit<PaymentInProgress, 'started_at'>): void {
  writeJson(PAYMENT_IN_PROGRESS_KEY, { ...payment, started_at: Date.now() });
}

export function paymentInProgress(): PaymentInProgress | null {
  const value = readJson<unknown>(PAYMENT_IN_PROGRESS_KEY);
  return isPayment(value) ? value : null;
}

export function forgetPayment(): void {
  remove(PAYMENT_IN_PROGRESS_KEY);
}

export function rememberConfirmed(orderId: string): void {
  writeJson(PAYMENT_CONFIRMED_KEY, { order_id: orderId });
}

export function confirmedOrder(): string | null {
  const value = readJson<unknown>(PAYMENT_CONFIRMED_KEY);
  return isPayment(value) ? value.order_id : null;
}
