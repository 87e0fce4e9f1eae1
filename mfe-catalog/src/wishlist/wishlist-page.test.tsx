import { fireEvent, screen, within } from '@testing-library/react';
import { cartStore, on, wishlistStore, type NoticePayload, type WishlistItem } from '@store/shared';
import { renderInRouter } from '../test-support/render';
import { WishlistPage } from './wishlist-page';

const tv: WishlistItem = {
  model: 'LG-55UR/75',
  name: 'LG 55 inch 4K TV',
  image: 'products/lg-55.jpg',
  sale_price: 42990,
  regular_price: 59990,
  in_stock: true,
};
const fridge: WishlistItem = {
  model: 'WH-265',
  name: 'Whirlpool 265 L',
  image: 'products/wh.jpg',
  sale_price: null,
  regular_price: 28500,
  in_stock: false,
};

beforeEach(() => {
  cartStore.getState().clear();
  wishlistStore.getState().set([tv, fridge]);
});

test('lists each item with price, struck MRP and the in-stock flag', () => {
  renderInRouter(<WishlistPage />);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  const first = within(rows[0] as HTMLElement);
  expect(first.getByRole('link', { name: 'LG 55 inch 4K TV' })).toHaveAttribute('href', '/product/LG-55UR');
  expect(first.getByText('₹42,990.00')).toBeInTheDocument();
  expect(first.getByText('₹59,990.00').tagName).toBe('S');
  expect(first.getByText('In Stock')).toBeInTheDocument();
  const second = within(rows[1] as HTMLElement);
  expect(second.getByText('₹28,500.00')).toBeInTheDocument();
  expect(second.getByText('Out of Stock')).toBeInTheDocument();
  expect(second.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('Add to Cart puts the sale price in the cart with a notice', () => {
  const notices: NoticePayload[] = [];
  const off = on('notice:show', (n) => notices.push(n));
  renderInRouter(<WishlistPage />);
  fireEvent.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Add to Cart' }));
  expect(cartStore.getState().value).toEqual([
    { model: 'LG-55UR/75', name: 'LG 55 inch 4K TV', price: 42990, url: 'products/lg-55.jpg', quantity: 1 },
  ]);
  expect(notices[0]?.text).toBe('LG 55 inch 4K TV added to cart successfully');
  off();
});

test('remove takes the item out of storage; the empty list says so', () => {
  renderInRouter(<WishlistPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove LG 55 inch 4K TV from wishlist' }));
  expect(wishlistStore.getState().value).toEqual([fridge]);
  expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual([fridge]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove Whirlpool 265 L from wishlist' }));
  expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});
