import { render, screen } from '@testing-library/react';
import { ChatMascot } from './chat-mascot';

test('the mascot opens the chat in a new tab, named for screen readers', () => {
  render(<ChatMascot />);
  const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
