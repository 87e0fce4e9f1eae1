// Place order (docs/screens.md §4 Checkout flow): pincode check, check-out, payment-gateway, then hand the
// provider's form to the page, which submits it after 0.5 s. Any refusal ends in a dialog with
// the server's own message; the order is created at most once per attempt.
import {
  billingAddressStore,
  serverMessage,
  SessionExpiredError,
  shippingAddressStore,
  type Address,
  type CartItem,
  type CartTotals,
  type Coupon,
  languagePath,
  useLanguage,
} from '@store/shared';
import { useRef, useState } from 'react';
import { GENERIC_ERROR_KEY } from '../common/messages';
import type { CartCheckoutKey } from '../i18n/messages';
import { endAttempt, idempotencyKeyFor } from '../common/order-attempt';
import { rememberPayment } from '../common/payment-session';
import { isDeliverable } from '../pincode/api';
import { PINCODE_MESSAGES } from '../pincode/pincode-rules';
import { createOrder, requestPayment } from './api';
import { parsePaymentForm, type PaymentForm } from './payment-form';
import { syncServerPrices } from './sync-server-prices';

/** A refusal: one of this section's own words, or the server's text as it came. */
export type OrderDialog = { key: CartCheckoutKey } | { text: string };

const serverDialog = (text: string | null | undefined): OrderDialog => (text ? { text } : { key: GENERIC_ERROR_KEY });

export type Stage = 'idle' | 'checking' | 'ordering' | 'paying' | 'redirecting';

export interface OrderInput {
  token: string;
  billing: Address;
  shipping: Address;
  shipToDifferent: boolean;
  notes: string;
  items: CartItem[];
  coupon: Coupon | null;
  localTotal: number;
}

/** What makes two attempts the same purchase; prices are left out because the server sets them. */
export function orderFingerprint(input: Pick<OrderInput, 'billing' | 'shipping' | 'notes' | 'items' | 'coupon'>): string {
  return JSON.stringify({
    items: input.items.map((item) => [item.model, item.quantity]),
    billing: input.billing,
    shipping: input.shipping,
    notes: input.notes,
    coupon: input.coupon?.coupon_name ?? null,
  });
}

export function usePlaceOrder() {
  const language = useLanguage();
  const [stage, setStage] = useState<Stage>('idle');
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [server, setServer] = useState<{ fingerprint: string; totals: CartTotals } | null>(null);
  const [paymentForm, setPaymentForm] = useState<PaymentForm | null>(null);
  const [amountToPay, setAmountToPay] = useState<number | null>(null);
  const running = useRef(false);

  async function placeOrder(input: OrderInput) {
    if (running.current) return;
    running.current = true;
    let redirecting = false;
    try {
      setStage('checking');
      if (!(await isDeliverable(input.shipping.pincode))) {
        setDialog({ key: PINCODE_MESSAGES.unavailable });
        return;
      }

      setStage('ordering');
      const fingerprint = orderFingerprint(input);
      const order = await createOrder(input.token, {
        billing_address: input.billing,
        shipping_address: input.shipping,
        cart: input.items,
        order_notes: input.notes,
        coupon: input.coupon,
        idempotency_key: idempotencyKeyFor(fingerprint),
      });
      if (!order.ok) {
        setDialog({ text: order.message });
        return;
      }
      if (order.totals) setServer({ fingerprint, totals: order.totals });
      syncServerPrices(order.lines);
      billingAddressStore.getState().set(input.billing);
      if (input.shipToDifferent) shippingAddressStore.getState().set(input.shipping);

      setStage('paying');
      const payment = await requestPayment(input.token, {
        order_id: order.orderId,
        amount: order.totals?.total ?? input.localTotal,
        productinfo: input.items.map((item) => item.model).join(','),
        firstname: input.billing.first_name,
        email: input.billing.email ?? '',
        phone: input.billing.phone ?? '',
        // The result pages open in the shopper's language.
        surl: `${window.location.origin}${languagePath(language, '/success')}`,
        furl: `${window.location.origin}${languagePath(language, '/failure')}`,
      });
      if (!payment.ok && payment.refused) endAttempt();
      const form = payment.ok ? parsePaymentForm(payment.html) : null;
      if (!payment.ok || !form) {
        setDialog(payment.ok ? { key: GENERIC_ERROR_KEY } : { text: payment.message });
        return;
      }
      rememberPayment({ order_id: order.orderId, txnid: payment.txnid, amount: payment.amount });
      redirecting = true;
      setAmountToPay(payment.amount ?? order.totals?.total ?? input.localTotal);
      setPaymentForm(form);
      setStage('redirecting');
    } catch (error) {
      // An expired session has already logged the shopper out and said so.
      if (!(error instanceof SessionExpiredError)) setDialog(serverDialog(serverMessage(error)));
    } finally {
      if (!redirecting) {
        running.current = false;
        setStage('idle');
      }
    }
  }

  return {
    stage,
    placeOrder,
    dialog,
    closeDialog: () => setDialog(null),
    paymentForm,
    amountToPay,
    serverTotalsFor: (fingerprint: string) => (server?.fingerprint === fingerprint ? server.totals : null),
  };
}
