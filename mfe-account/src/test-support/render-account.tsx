import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Address, Order } from '@store/shared';
import { MyAccountPage } from '../my-account/my-account-page';

/** Shows where the router ended up, for pages outside /my-account. */
export function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders the account section the way the shell mounts it, at /my-account/*. */
export function renderAccount(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/*" element={<MyAccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const BILLING: Address = {
  first_name: 'Asha',
  last_name: 'Roy',
  company_name: '',
  gstin: '',
  salesman_name: '',
  store_name: '',
  country_region: 'India',
  landmark: 'Near Park Circus',
  street_address: '12 Lake Road',
  apartment: 'Flat 3B',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  phone: '9830012345',
  email: 'asha@example.in',
};

export function makeOrder(index: number, overrides: Partial<Order> = {}): Order {
  return {
    order_id: `ORD-${index}`,
    created_at: `2025-03-${String((index % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    order_status: 'payment successfull',
    cart: [{ model: `M${index}`, name: `Product ${index}`, price: 1000, url: 'img.jpg', quantity: 2 }],
    billing_address: BILLING,
    shipping_address: null,
    shipping_cost: 197,
    paymentMethod: 'PayU',
    phone_no: '9830012345',
    ...overrides,
  };
}
