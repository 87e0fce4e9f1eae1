import { act, render, screen } from '@testing-library/react';
import { NoticeViewport, showNotice } from './notices';

test('a notice shows for its duration and then goes', () => {
  jest.useFakeTimers();
  render(<NoticeViewport />);
  act(() => showNotice('Fan added to cart successfully', { durationMs: 5000 }));
  expect(screen.getByText('Fan added to cart successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Fan added to cart successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Fan added to cart successfully')).not.toBeInTheDocument();
  jest.useRealTimers();
});
