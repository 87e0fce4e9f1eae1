import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ChatMascot } from './chat-mascot';

const at = (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatMascot />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /Chat with us/ });
};

test('the mascot floats on browsing pages', () => {
  expect(at('/category/Audio')).toHaveAttribute('data-placement', 'floating');
});

test("on the cart and checkout it sits at the page's end on phones, clear of the pincode row", () => {
  expect(at('/cart')).toHaveAttribute('data-placement', 'inline-on-phones');
});

test('checkout too', () => {
  expect(at('/checkout')).toHaveAttribute('data-placement', 'inline-on-phones');
});
