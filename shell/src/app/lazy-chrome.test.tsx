// The footer and the dialogs load after the first render; when their code cannot be fetched, the
// page goes on without them instead of failing whole.
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test-support/render-app';

jest.mock('../layout/footer/footer', () => {
  throw new Error('Loading chunk 42 failed');
});

test('a footer whose code cannot load leaves the page and its section working', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/');
  expect(await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' })).toBeInTheDocument();
  await waitFor(() => expect(errors.mock.calls.some(([message]) => message === 'The footer could not load')).toBe(true));
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  expect(screen.getByText('Free Shipping Order Above Rs. 5000')).toBeInTheDocument();
  errors.mockRestore();
});
