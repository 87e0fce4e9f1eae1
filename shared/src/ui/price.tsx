import { useLanguage } from '@store/runtime';
import { formatINR } from '../money/format-inr';

export function Price({ amount, className }: { amount: number | null | undefined; className?: string }) {
  return <span className={className}>{formatINR(amount, useLanguage())}</span>;
}
