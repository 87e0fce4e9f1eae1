import { act, fireEvent, render, screen } from '@testing-library/react';
import { cartStore, compareStore, on, wishlistStore, type NoticePayload } from '@store/shared';
import { makeProduct } from '../test-support/products';
import { ProductCard } from './product-card';

beforeEach(() => {
  jest.useFakeTimers();
  cartStore.getState().clear();
  wishlistStore.getState().clear();
  compareStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

test('shows the first image, name, price in rupees and the floored discount', () => {
  render(<ProductCard product={makeProduct({ Sale_price: 15999, Regular_price: 19999 })} />);
  expect(screen.getByRole('img', { name: 'Samsung Galaxy A15 5G (Blue, 128 GB)' })).toHaveAttribute(
    'src',
    '/api/images/products/sm-a155f-1.jpg',
  );
  expect(screen.getByText('₹15,999.00')).toBeInTheDocument();
  expect(screen.getByText('₹19,999.00')).toBeInTheDocument();
  // (19999 - 15999) / 19999 = 20.001 %, floored to 20
  expect(screen.getByText('20% off')).toBeInTheDocument();
});

test('rounds the discount down, never up', () => {
  render(<ProductCard product={makeProduct({ Sale_price: 1999, Regular_price: 2999 })} />);
  // 33.34 % shows as 33
  expect(screen.getByText('33% off')).toBeInTheDocument();
});

test('no sale price: regular price shown and no discount badge', () => {
  render(<ProductCard product={makeProduct({ Sale_price: null, Regular_price: 125000 })} />);
  expect(screen.getByText('₹1,25,000.00')).toBeInTheDocument();
  expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
});

test('the card opens the product page in a new tab, by the model before the slash', () => {
  render(<ProductCard product={makeProduct()} />);
  const link = screen.getByRole('link', { name: 'Samsung Galaxy A15 5G (Blue, 128 GB)' });
  expect(link).toHaveAttribute('href', '/product/SM-A155F');
  expect(link).toHaveAttribute('target', '_blank');
});

test('home lists name the model ModelName', () => {
  render(<ProductCard product={makeProduct({ Model: '', ModelName: 'LG-55UR7500' })} />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/product/LG-55UR7500');
});

test('Add to cart stores the line, shows a green check for 8 s and a 5 s notice', () => {
  const notices: NoticePayload[] = [];
  const off = on('notice:show', (notice) => notices.push(notice));
  render(<ProductCard product={makeProduct()} />);
  fireEvent.click(screen.getByRole('button', { name: /Add to cart: Samsung Galaxy A15 5G/ }));

  expect(cartStore.getState().value).toEqual([
    {
      model: 'SM-A155F/DS',
      name: 'Samsung Galaxy A15 5G (Blue, 128 GB)',
      price: 15999,
      url: 'products/sm-a155f-1.jpg',
      quantity: 1,
    },
  ]);
  expect(screen.getByText('Added to cart')).toBeInTheDocument();
  expect(notices).toEqual([
    { text: 'Samsung Galaxy A15 5G (Blue, 128 GB) added to cart successfully', tone: 'success', durationMs: 5000 },
  ]);

  act(() => jest.advanceTimersByTime(7999));
  expect(screen.getByText('Added to cart')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Add to cart')).toBeInTheDocument();
  off();
});

test('adding the same model again adds 1 to its quantity', () => {
  render(<ProductCard product={makeProduct()} />);
  const button = screen.getByRole('button', { name: /to cart/ });
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('button', { name: /to cart/ }));
  expect(cartStore.getState().value).toHaveLength(1);
  expect(cartStore.getState().value[0]?.quantity).toBe(2);
});

test("wishlist label says 'Added' for 8 s and stores the spec's wishlist shape", () => {
  render(<ProductCard product={makeProduct()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
  expect(wishlistStore.getState().value).toEqual([
    {
      model: 'SM-A155F/DS',
      name: 'Samsung Galaxy A15 5G (Blue, 128 GB)',
      image: 'products/sm-a155f-1.jpg',
      sale_price: 15999,
      regular_price: 19999,
      in_stock: true,
    },
  ]);
  expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(8000));
  expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
});

test('compare stores the misspelt fields and reverts its label after 8 s', () => {
  render(<ProductCard product={makeProduct()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  const [item] = compareStore.getState().value;
  expect(item).toMatchObject({
    dimmensions: '16 x 7 x 0.8 cm',
    catagory: 'Mobile & Tab',
    model: 'SM-A155F/DS',
    brand: 'Samsung',
  });
  expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(8000));
  expect(screen.getByRole('button', { name: 'Compare' })).toBeInTheDocument();
});

test('an existing model (any case) is not added to wishlist or compare twice', () => {
  wishlistStore.getState().set([{ model: 'sm-a155f/ds', name: 'x', image: '', sale_price: 1, regular_price: 1, in_stock: true }]);
  render(<ProductCard product={makeProduct({ Model: 'Sm-A155F/DS' })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  act(() => jest.advanceTimersByTime(8000));
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  expect(wishlistStore.getState().value).toHaveLength(1);
  expect(wishlistStore.getState().value[0]?.name).toBe('x');
  expect(compareStore.getState().value).toHaveLength(1);
});

test('a missing image shows a labelled tile instead of a broken picture', () => {
  render(<ProductCard product={makeProduct()} />);
  fireEvent.error(screen.getByRole('img'));
  expect(screen.getByRole('img', { name: 'Samsung Galaxy A15 5G (Blue, 128 GB)' }).tagName).toBe('SPAN');
});

test("out of stock (2 or fewer sellable): 'Out of Stock' and no cart icon", () => {
  render(<ProductCard product={makeProduct({ In_stock: false })} />);
  expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  expect(cartStore.getState().value).toEqual([]);
});

test("in stock: the cart button and no 'Out of Stock'", () => {
  render(<ProductCard product={makeProduct({ In_stock: true })} />);
  expect(screen.getByRole('button', { name: /Add to cart/ })).toBeInTheDocument();
  expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
});
