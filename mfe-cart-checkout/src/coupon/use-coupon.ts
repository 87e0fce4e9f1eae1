// The coupon box's state: the typed code (always upper case), the last message, and the applied
// coupon in the shared store. Editing the code drops an applied coupon (docs/screens.md §4).
import { couponStore, usePersisted } from '@store/shared';
import { useRef, useState } from 'react';
import { GENERIC_ERROR_KEY } from '../common/messages';
import type { CartCheckoutKey } from '../i18n/messages';
import { retrieveCoupon } from './api';
import { COUPON_MESSAGES } from './coupon-messages';

export interface CouponMessage {
  key: CartCheckoutKey;
  tone: 'success' | 'error';
}

export function useCoupon() {
  const applied = usePersisted(couponStore);
  const [code, setCode] = useState(applied?.coupon_name ?? '');
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef(0);

  function edit(text: string) {
    attempt.current += 1;
    setCode(text.toUpperCase());
    setMessage(null);
    setBusy(false);
    if (couponStore.getState().value) couponStore.getState().clear();
  }

  async function apply() {
    const name = code.trim();
    if (!name) {
      setMessage({ key: COUPON_MESSAGES.empty, tone: 'error' });
      return;
    }
    const mine = ++attempt.current;
    setBusy(true);
    setMessage(null);
    try {
      const result = await retrieveCoupon(name);
      if (mine !== attempt.current) return;
      if (result.kind === 'valid') {
        couponStore.getState().set(result.coupon);
        setMessage({ key: COUPON_MESSAGES.applied, tone: 'success' });
      } else {
        couponStore.getState().clear();
        setMessage({ key: COUPON_MESSAGES[result.kind], tone: 'error' });
      }
    } catch {
      if (mine === attempt.current) setMessage({ key: GENERIC_ERROR_KEY, tone: 'error' });
    } finally {
      if (mine === attempt.current) setBusy(false);
    }
  }

  return { code, edit, apply, message, busy, applied };
}
