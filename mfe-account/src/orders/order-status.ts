// What a shopper reads for an order's stored status. The stored values stay as the contract spells
// them ('payment successfull'); pages show these plain labels instead.

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
