import { cart, saveToken } from '@store/shared';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CheckoutPage } from '../checkout/checkout-page';
import { renderAt } from './render';

export const BILLING = {
  'First name': 'Ananya',
  'Last name': 'Sen',
  Landmark: 'Near Park Street metro',
  'Street address': '14 Park Street',
  'Town / City': 'Kolkata',
  State: 'West Bengal',
  'PIN code': '700016',
  Phone: '9830012345',
  'Email address': 'ananya@example.in',
} as const;

export const TV = { model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'tv.jpg', quantity: 3 };

export function loggedInWithCart(items = [TV]) {
  saveToken('tok-123');
  for (const item of items) cart.add(item);
}

export function showCheckout(options: { fakeTimers?: boolean } = {}) {
  return renderAt(
    '/checkout',
    {
      '/checkout': <CheckoutPage />,
      '/register-login': <p>Login page</p>,
    },
    options,
  );
}

export function field(group: string, label: string): HTMLElement {
  // getByRole is slow on a form this size; the legend names the same fieldset.
  const fieldset = screen.getByText(group, { selector: 'legend' }).closest('fieldset') as HTMLElement;
  return within(fieldset).getByLabelText(new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`));
}

export async function fillBilling(user: UserEvent, values: Partial<Record<keyof typeof BILLING, string>> = BILLING) {
  for (const [label, value] of Object.entries(values)) {
    const input = field('Billing details', label);
    await user.clear(input);
    if (value) await user.paste(value);
  }
}

export function placeOrderButton(): HTMLElement {
  return screen.getByText(/^(Place order|Checking delivery…|Placing order…|Preparing payment…)$/, { selector: 'button' });
}
