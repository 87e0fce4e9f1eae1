// The checkout's form and summary. The shopper's figures show until check-out answers; from then
// on the server's totals are shown for as long as the order is unchanged.
import {
  addressOf,
  AddressFieldset,
  cartTotals,
  couponStore,
  fieldsFor,
  hasBlankRequired,
  MessageDialog,
  useServerText,
  usePersisted,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressKind,
  type CartItem,
} from '@store/shared';
import type { FormEvent } from 'react';
import { useCartCheckoutT } from '../i18n/messages';
import { CouponForm } from '../coupon/coupon-form';
import { OrderTotals } from '../order-totals/order-totals';
import { useAtom } from '../state/section-store';
import { checkoutDraft } from './checkout-draft';
import { OrderReview } from './order-review';
import { PaymentRedirect } from './payment-redirect';
import { useAddressDraft } from './use-address-draft';
import { orderFingerprint, usePlaceOrder, type Stage } from './use-place-order';
import { useSavedAddresses } from './use-saved-addresses';
import styles from './checkout.module.css';

const BUTTON_LABEL = {
  idle: 'checkout.stage.idle',
  checking: 'checkout.stage.checking',
  ordering: 'checkout.stage.ordering',
  paying: 'checkout.stage.paying',
  redirecting: 'checkout.stage.redirecting',
} as const satisfies Record<Stage, string>;

function shownErrors(errors: AddressErrors, left: ReadonlySet<AddressField>, submitted: boolean): AddressErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => left.has(name as AddressField)));
}

function firstInvalid(kind: AddressKind, errors: AddressErrors): HTMLElement | null {
  const field = fieldsFor(kind).find((candidate) => errors[candidate.name]);
  return field ? document.getElementById(`${kind}-${field.name}`) : null;
}

export function CheckoutForm({ token, items }: { token: string; items: CartItem[] }) {
  const t = useCartCheckoutT();
  const serverText = useServerText();
  const coupon = usePersisted(couponStore);
  const saved = useSavedAddresses(token);
  const billing = useAddressDraft(saved.billing, checkoutDraft.billing);
  const shipping = useAddressDraft(saved.shipping, checkoutDraft.shipping);
  const [shipToDifferent, setShipToDifferent] = useAtom(checkoutDraft.shipToDifferent);
  const [notes, setNotes] = useAtom(checkoutDraft.notes);
  const [submitted, setSubmitted] = useAtom(checkoutDraft.submitted);
  const order = usePlaceOrder();

  const billingErrors = validateAddress(billing.draft, 'billing');
  const shippingErrors = shipToDifferent ? validateAddress(shipping.draft, 'shipping') : {};
  const blank = hasBlankRequired(billing.draft, 'billing') || (shipToDifferent && hasBlankRequired(shipping.draft, 'shipping'));

  const billingAddress = addressOf(billing.draft, 'billing');
  const shippingAddress = addressOf(shipToDifferent ? shipping.draft : billing.draft, 'shipping');
  const trimmedNotes = notes.trim();
  const localTotals = cartTotals(items, coupon);
  const fingerprint = orderFingerprint({
    billing: billingAddress,
    shipping: shippingAddress,
    notes: trimmedNotes,
    items,
    coupon,
  });
  const totals = order.serverTotalsFor(fingerprint) ?? localTotals;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const invalid = firstInvalid('billing', billingErrors) ?? firstInvalid('shipping', shippingErrors);
    if (invalid) {
      invalid.focus();
      return;
    }
    void order.placeOrder({
      token,
      billing: billingAddress,
      shipping: shippingAddress,
      shipToDifferent,
      notes: trimmedNotes,
      items,
      coupon,
      localTotal: localTotals.total,
    });
  }

  if (order.paymentForm) return <PaymentRedirect form={order.paymentForm} amount={order.amountToPay ?? totals.total} />;

  return (
    <div className={styles.layout}>
      <form id="checkout-form" className={styles.form} onSubmit={submit} noValidate>
        <AddressFieldset
          kind="billing"
          idPrefix="billing"
          legend={t('checkout.billing')}
          values={billing.draft}
          errors={shownErrors(billingErrors, billing.left, submitted)}
          onChange={billing.change}
          onBlur={billing.leave}
        />
        <label className={styles.tick}>
          <input type="checkbox" checked={shipToDifferent} onChange={(event) => setShipToDifferent(event.target.checked)} />
          {t('checkout.shipToDifferent')}
        </label>
        {shipToDifferent ? (
          <AddressFieldset
            kind="shipping"
            idPrefix="shipping"
            legend={t('checkout.shipping')}
            values={shipping.draft}
            errors={shownErrors(shippingErrors, shipping.left, submitted)}
            onChange={shipping.change}
            onBlur={shipping.leave}
          />
        ) : null}
        <div className="field">
          <label htmlFor="order-notes">{t('checkout.notes')}</label>
          <textarea
            id="order-notes"
            rows={4}
            maxLength={500}
            placeholder={t('checkout.notesPlaceholder')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      </form>

      <aside className={styles.side}>
        <OrderReview items={items} />
        <CouponForm />
        <OrderTotals totals={totals} couponName={coupon?.coupon_name} caption={t('checkout.orderTotals')} />
        <button
          type="submit"
          form="checkout-form"
          className={`btn btn-primary ${styles.place}`}
          disabled={blank || !token || order.stage !== 'idle'}
        >
          {t(BUTTON_LABEL[order.stage])}
        </button>
        {blank ? <p className="field-help">{t('checkout.fillRequired')}</p> : null}
      </aside>

      <MessageDialog
        open={order.dialog !== null}
        title={order.dialog === null ? '' : 'key' in order.dialog ? t(order.dialog.key) : serverText(order.dialog.text)}
        onClose={order.closeDialog}
      />
    </div>
  );
}
