import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cartStore, compareStore, wishlistStore } from '@store/shared';
import { HeaderIcons } from './header-icons';

beforeEach(() => {
  cartStore.getState().clear();
  wishlistStore.getState().clear();
  compareStore.getState().clear();
});

test("one thing reads '1 item', more read 'items'", () => {
  wishlistStore.getState().set([{ model: 'A1', name: 'A', image: '', sale_price: 1, regular_price: 2, in_stock: true }]);
  cartStore.getState().set([{ model: 'A1', name: 'A', price: 100, url: '', quantity: 1 }]);
  render(
    <MemoryRouter>
      <HeaderIcons />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Compare, 0 items' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Cart: 1 item, / })).toBeInTheDocument();
});
