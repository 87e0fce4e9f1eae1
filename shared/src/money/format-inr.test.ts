import { formatINR, toPaise } from './format-inr';

test('formats rupees with Indian grouping and two decimals', () => {
  expect(formatINR(123456.5)).toBe('₹1,23,456.50');
  expect(formatINR(0)).toBe('₹0.00');
  expect(formatINR(999.99 * 3)).toBe('₹2,999.97');
  expect(formatINR(null)).toBe('₹0.00');
});

test('rounds to whole paise', () => {
  expect(toPaise(999.99 * 3)).toBe(299997);
  expect(toPaise(0.1 + 0.2)).toBe(30);
});
