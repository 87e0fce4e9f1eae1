// What a shopper reads for an order's stored status. The stored values stay as the contract spells
// them ('payment successfull'); pages show these plain labels instead, in the page's language keyed
// by the stored value.
import { useCallback } from 'react';
import { useAccountT } from '../i18n/messages';

const LABELS: Record<string, string> = {
  'order initiated': 'Awaiting payment',
  'payment successfull': 'Paid',
  'payment failed': 'Payment failed',
};

/** Takes any stored status (a known one, or whatever an older order holds). */
export function orderStatusLabel(status: string): string {
  const label = LABELS[status.trim().toLowerCase()];
  if (label) return label;
  const text = status.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Unknown';
}

const STATUS_KEYS = {
  'order initiated': 'status.orderInitiated',
  'payment successfull': 'status.paymentSuccessfull',
  'payment failed': 'status.paymentFailed',
} as const;

/** orderStatusLabel in the page's language; a status without words reads as orderStatusLabel writes it. */
export function useOrderStatusLabel(): (status: string) => string {
  const t = useAccountT();
  return useCallback(
    (status: string) => {
      const value = status.trim().toLowerCase();
      return Object.hasOwn(STATUS_KEYS, value) ? t(STATUS_KEYS[value as keyof typeof STATUS_KEYS]) : orderStatusLabel(status);
    },
    [t],
  );
}
