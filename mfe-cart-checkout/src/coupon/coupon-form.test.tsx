import { cart, couponStore } from '@store/shared';
import { screen } from '@testing-library/react';
import { CartPage } from '../cart/cart-page';
import { answer, fakeApi } from '@store/shared/test-support';
import { renderAt } from '../test-support/render';
import { resetStores } from '../test-support/reset-stores';

const coupons: Record<string, object> = {
  WELCOME10: { coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 },
  FLAT500: { coupon_name: 'FLAT500', validity_status: 'valid', discount_applied: 500 },
  BOTH: { coupon_name: 'BOTH', validity_status: 'valid', discount_applied: 500, discountPercent: 10 },
  EXPIRED2020: { coupon_name: 'EXPIRED2020', validity_status: 'expired', discount_applied: 300 },
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetStores();
  api = fakeApi({
    'coupon-retrieve': (body: { coupon_name: string }) => {
      const coupon = coupons[body.coupon_name];
      return coupon ? answer(200, coupon) : answer(404, 'Invalid coupon code!');
    },
  });
});

async function applyCoupon(code: string, price = 999.99, quantity = 3) {
  cart.add({ model: 'LG43UR/ABC', name: 'LG 43 inch TV', price, url: '', quantity });
  const view = renderAt('/cart', { '/cart': <CartPage /> });
  if (code) await view.user.type(screen.getByLabelText('Coupon code'), code);
  await view.user.click(screen.getByRole('button', { name: 'Apply coupon' }));
  return view;
}

test('the code is upper-cased as it is typed and sent with product_type All', async () => {
  await applyCoupon('welcome10');
  expect(screen.getByLabelText('Coupon code')).toHaveValue('WELCOME10');
  expect(await screen.findByText('Coupon applied successfully!')).toBeInTheDocument();
  expect(api.callsTo('coupon-retrieve')[0]?.body).toEqual({ coupon_name: 'WELCOME10', product_type: 'All' });
});

test('an empty code asks for a valid one and calls nothing', async () => {
  await applyCoupon('');
  expect(screen.getByText('Please enter a valid coupon code.')).toBeInTheDocument();
  expect(api.callsTo('coupon-retrieve')).toHaveLength(0);
});

test('an unknown code is invalid and nothing is applied', async () => {
  await applyCoupon('NOPE');
  expect(await screen.findByText('Invalid coupon code!')).toBeInTheDocument();
  expect(couponStore.getState().value).toBeNull();
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,196.97');
});

test('an expired code is no longer valid and nothing is applied', async () => {
  await applyCoupon('EXPIRED2020');
  expect(await screen.findByText('Coupon no longer valid!')).toBeInTheDocument();
  expect(couponStore.getState().value).toBeNull();
  expect(screen.queryByText(/Coupon:/)).not.toBeInTheDocument();
});

test('a percent coupon is applied to the paisa and kept under "coupon"', async () => {
  await applyCoupon('WELCOME10');
  expect(await screen.findByText('Coupon applied successfully!')).toHaveClass('text-success');
  expect(screen.getByText('Coupon: WELCOME10')).toBeInTheDocument();
  // 10 % of 2,999.97 is 299.997, rounded to the paisa.
  expect(screen.getByTestId('totals-discount')).toHaveTextContent('₹300.00');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹2,896.97');
  expect(JSON.parse(window.localStorage.getItem('coupon') ?? 'null')).toMatchObject({
    coupon_name: 'WELCOME10',
    validity_status: 'valid',
    discountPercent: 10,
  });
});

test('a flat amount takes priority over a percent', async () => {
  await applyCoupon('BOTH');
  await screen.findByText('Coupon applied successfully!');
  expect(screen.getByTestId('totals-discount')).toHaveTextContent('₹500.00');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹2,696.97');
});

test('a flat coupon larger than the cart never takes the goods below 0', async () => {
  await applyCoupon('FLAT500', 300, 1);
  await screen.findByText('Coupon applied successfully!');
  expect(screen.getByTestId('totals-discount')).toHaveTextContent('₹300.00');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹197.00');
});

test('editing the code clears the applied coupon', async () => {
  const { user } = await applyCoupon('FLAT500');
  await screen.findByText('Coupon applied successfully!');
  await user.type(screen.getByLabelText('Coupon code'), 'X');
  expect(couponStore.getState().value).toBeNull();
  expect(screen.queryByText('Coupon applied successfully!')).not.toBeInTheDocument();
  expect(screen.queryByText(/Coupon:/)).not.toBeInTheDocument();
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,196.97');
});

test('a network failure says so and applies nothing', async () => {
  fakeApi({});
  await applyCoupon('WELCOME10');
  expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument();
  expect(couponStore.getState().value).toBeNull();
});
