import { cartStore, couponStore, on, tokenStore } from '@store/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { PAYMENT_IN_PROGRESS_KEY } from '../common/payment-session';
import { fillBilling, field, loggedInWithCart, placeOrderButton, showCheckout, TV } from '../test-support/checkout-helpers';
import { answer, fakeApi, type FakeAnswer } from '@store/shared/test-support';
import { resetStores } from '../test-support/reset-stores';

const PROVIDER_FORM = `<form action="/api/payment-sandbox" method="post"><input type="hidden" name="key" value="K1">
  <input type="hidden" name="txnid" value="TX1"><input type="hidden" name="amount" value="3196.97"></form>`;

function serverOrder(price = 999.99, quantity = 3) {
  const subtotal = Math.round(price * 100 * quantity) / 100;
  const shipping = subtotal > 5000 ? 0 : 197;
  return {
    order_id: 'ORD-1',
    cart: [{ ...TV, price, quantity }],
    subtotal,
    discount: 0,
    shipping_cost: shipping,
    total: subtotal + shipping,
  };
}

function routes(overrides: Record<string, FakeAnswer | ((body: any) => FakeAnswer | Promise<FakeAnswer>)> = {}) {
  return fakeApi({
    'address-fetch': answer(200, { billing_address: null, shipping_address: null }),
    'pincode-check': (body: { pincode: string }) =>
      body.pincode.startsWith('7')
        ? answer(200, 'Delivery is available in your area')
        : answer(404, 'Delivery is not available in your area'),
    'check-out': answer(200, serverOrder()),
    'payment-gateway': answer(200, { checkout_url: PROVIDER_FORM, txnid: 'TX1', amount: 3196.97 }),
    ...overrides,
  });
}

let submit: jest.SpyInstance;

beforeEach(() => {
  resetStores();
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

afterEach(() => {
  submit.mockRestore();
  jest.useRealTimers();
});

test('place order checks the pincode, creates the order, asks for payment and posts the form after 0.5 s', async () => {
  jest.useFakeTimers();
  const api = routes();
  loggedInWithCart();
  couponStore.getState().set({ coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 });
  const { user } = showCheckout({ fakeTimers: true });
  await fillBilling(user);
  await user.type(screen.getByLabelText('Order notes (optional)'), 'Call before delivery');
  await user.click(placeOrderButton());

  expect(await screen.findByText('Taking you to the secure payment page…')).toBeInTheDocument();
  expect(api.callsTo('pincode-check')[0]?.body).toEqual({ pincode: '700016' });
  const checkout = api.callsTo('check-out')[0]?.body;
  expect(checkout).toMatchObject({
    token: 'tok-123',
    order_status: 'Order initiated',
    order_notes: 'Call before delivery',
    cart: [{ model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'tv.jpg', quantity: 3 }],
    coupon: { coupon_name: 'WELCOME10' },
    billing_address: { first_name: 'Ananya', country_region: 'India', landmark: 'Near Park Street metro', phone: '9830012345' },
    shipping_address: { first_name: 'Ananya', street_address: '14 Park Street', pincode: '700016', country_region: 'India' },
  });
  expect(typeof checkout.idempotency_key).toBe('string');
  expect(checkout.shipping_address).not.toHaveProperty('phone');

  expect(api.callsTo('payment-gateway')[0]?.body).toEqual({
    body: {
      order_id: 'ORD-1',
      token: 'tok-123',
      amount: 3196.97,
      productinfo: 'LG43UR/ABC',
      firstname: 'Ananya',
      email: 'ananya@example.in',
      phone: '9830012345',
      surl: 'http://localhost/success',
      furl: 'http://localhost/failure',
    },
  });
  expect(JSON.parse(window.sessionStorage.getItem(PAYMENT_IN_PROGRESS_KEY) ?? 'null')).toMatchObject({
    order_id: 'ORD-1',
    txnid: 'TX1',
  });
  expect(screen.getByTestId('pay-amount')).toHaveTextContent('₹3,196.97');

  const container = screen.getByTestId('payment-form-container');
  expect(container.querySelector('form')).toHaveAttribute('action', 'http://localhost/api/payment-sandbox');
  expect(container.querySelector('input[name="txnid"]')).toHaveValue('TX1');

  act(() => jest.advanceTimersByTime(499));
  expect(submit).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(submit).toHaveBeenCalledTimes(1);
  expect(cartStore.getState().value).toHaveLength(1);
});

test("the server's prices and totals win over the page's own", async () => {
  const api = routes({
    'check-out': answer(200, serverOrder(1099.99)),
    'payment-gateway': answer(502, 'Payment provider unavailable'),
  });
  const heard: number[] = [];
  const off = cartStore.subscribe((state) => heard.push(state.value[0]?.price ?? 0));
  loggedInWithCart();
  const { user } = showCheckout();
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,196.97');
  await fillBilling(user);
  await user.click(placeOrderButton());

  expect(await screen.findByRole('dialog', { name: 'Payment provider unavailable' })).toBeInTheDocument();
  off();
  expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹3,299.97');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,496.97');
  expect(api.callsTo('payment-gateway')[0]?.body.body.amount).toBe(3496.97);
  expect(cartStore.getState().value[0]?.price).toBe(1099.99);
  expect(heard).toContain(1099.99);
});

test('an undeliverable pincode stops at the dialog and creates no order', async () => {
  const api = routes();
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(screen.getByLabelText('Ship to a different address?'));
  for (const [label, value] of Object.entries({
    'First name': 'Rahul',
    'Last name': 'Das',
    'Street address': '1 Janpath',
    'Town / City': 'New Delhi',
    State: 'Delhi',
    'PIN code': '110001',
  })) {
    await user.click(field('Shipping address', label));
    await user.paste(value);
  }
  await user.click(placeOrderButton());
  expect(await screen.findByRole('dialog', { name: 'Delivery is not available in your area' })).toBeInTheDocument();
  expect(api.callsTo('pincode-check')[0]?.body).toEqual({ pincode: '110001' });
  expect(api.callsTo('check-out')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(placeOrderButton()).toBeEnabled();
});

test.each([
  ['too little stock', answer(409, 'Only 1 left of LG 43 inch TV'), 'Only 1 left of LG 43 inch TV'],
  ['an empty cart on the server', answer(400, 'Cart is empty'), 'Cart is empty'],
  ['an expired coupon', answer(422, { message: 'Coupon no longer valid!' }), 'Coupon no longer valid!'],
])('a refused check-out (%s) shows the server message in a dialog', async (_, refusal, message) => {
  const api = routes({ 'check-out': refusal });
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(placeOrderButton());
  expect(await screen.findByRole('dialog', { name: message })).toBeInTheDocument();
  expect(api.callsTo('payment-gateway')).toHaveLength(0);
  expect(window.sessionStorage.getItem(PAYMENT_IN_PROGRESS_KEY)).toBeNull();
});

test('an expired session (401) logs the shopper out and says so once, with no dialog', async () => {
  const api = routes({ 'check-out': answer(401, 'Session expired, please log in again') });
  const notices: string[] = [];
  const off = on('notice:show', ({ text }) => notices.push(text));
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(placeOrderButton());
  await waitFor(() => expect(tokenStore.getState().value).toBeNull());
  expect(notices).toEqual(['Session expired, please log in again']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('payment-gateway')).toHaveLength(0);
  off();
});

test('a lost connection says so in a dialog', async () => {
  routes({ 'check-out': () => Promise.reject(new TypeError('Failed to fetch')) });
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(placeOrderButton());
  expect(await screen.findByRole('dialog', { name: 'An error occurred. Please try again later.' })).toBeInTheDocument();
});

test('a double click creates one order', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = routes({
    'check-out': async () => {
      await held;
      return answer(200, serverOrder());
    },
  });
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  const button = placeOrderButton();
  await user.dblClick(button);
  await user.click(button);
  release();
  expect(await screen.findByText('Taking you to the secure payment page…')).toBeInTheDocument();
  expect(api.callsTo('check-out')).toHaveLength(1);
  expect(api.callsTo('payment-gateway')).toHaveLength(1);
});

test('a retry of the same order sends the same idempotency key; a changed cart gets a new one', async () => {
  const api = routes({ 'payment-gateway': answer(503, 'Try again shortly') });
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(placeOrderButton());
  await user.click(await screen.findByRole('button', { name: 'OK' }));
  await user.click(placeOrderButton());
  await user.click(await screen.findByRole('button', { name: 'OK' }));
  const [first, second] = api.callsTo('check-out').map((call) => call.body.idempotency_key);
  expect(second).toBe(first);

  act(() => cartStore.getState().set([{ ...TV, quantity: 2 }]));
  await user.click(placeOrderButton());
  await screen.findByRole('button', { name: 'OK' });
  expect(api.callsTo('check-out')[2]?.body.idempotency_key).not.toBe(first);
});

test('when the api refuses to take payment for the order, the next try places a new order', async () => {
  const api = routes({ 'payment-gateway': answer(409, 'This order has expired, please place it again') });
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  await user.click(placeOrderButton());
  await user.click(await screen.findByRole('button', { name: 'OK' }));
  await user.click(placeOrderButton());
  await screen.findByRole('dialog', { name: 'This order has expired, please place it again' });
  const [first, second] = api.callsTo('check-out').map((call) => call.body.idempotency_key);
  expect(second).not.toBe(first);
});
