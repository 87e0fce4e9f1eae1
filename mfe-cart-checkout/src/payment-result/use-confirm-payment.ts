// /success: when this tab has a payment in progress, mark its order paid. On a 200 the cart and
// coupon are cleared and the order is remembered as confirmed, so a reload shows the thanks again
// without calling anything; any other answer leaves the cart and the payment as they were.
import { cart, currentToken } from '@store/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { endAttempt } from '../common/order-attempt';
import { confirmedOrder, forgetPayment, paymentInProgress, rememberConfirmed } from '../common/payment-session';
import { updateOrderStatus } from './api';
import { useRunOnce } from './use-run-once';

export type Confirmation =
  { kind: 'checking' } | { kind: 'confirmed'; orderId: string } | { kind: 'failed' } | { kind: 'nothing-in-progress' };

export function useConfirmPayment(): Confirmation {
  const [params] = useSearchParams();
  const [state, setState] = useState<Confirmation>({ kind: 'checking' });

  useRunOnce(() => {
    const fromQuery = params.get('order_id')?.trim() || null;
    const payment = paymentInProgress();
    if (!payment) {
      const confirmed = confirmedOrder();
      const same = confirmed && (!fromQuery || fromQuery === confirmed);
      setState(same ? { kind: 'confirmed', orderId: confirmed } : { kind: 'nothing-in-progress' });
      return;
    }
    const orderId = fromQuery ?? payment.order_id;
    updateOrderStatus(orderId, 'payment successfull', currentToken())
      .then((ok) => {
        if (!ok) {
          setState({ kind: 'failed' });
          return;
        }
        cart.clear();
        forgetPayment();
        endAttempt();
        rememberConfirmed(orderId);
        setState({ kind: 'confirmed', orderId });
      })
      .catch(() => setState({ kind: 'failed' }));
  });

  return state;
}
