// What a shopper reads for an order's stored status. The stored values stay as the contract spells
// them ('payment successfull'); pages show these plain labels instead.
import type { Order } from '@store/shared';

const LABELS: Record<string, string> = {
  'order initiated': 'Awaiting payment',
  'payment successfull': 'Paid',
  'payment failed': 'Payment failed',
};

export function orderStatusLabel(status: Order['order_status'] | string): string {
  const label = LABELS[status.trim().toLowerCase()];
  if (label) return label;
  const text = status.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Unknown';
}
