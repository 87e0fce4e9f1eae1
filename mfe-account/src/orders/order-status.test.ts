import { orderStatusLabel } from './order-status';

test('stored statuses read as plain labels', () => {
  expect(orderStatusLabel('payment successfull')).toBe('Paid');
  expect(orderStatusLabel('payment failed')).toBe('Payment failed');
  expect(orderStatusLabel('Order initiated')).toBe('Awaiting payment');
});

test('a status the store does not know is shown as given, capitalised', () => {
  expect(orderStatusLabel('shipped')).toBe('Shipped');
});
