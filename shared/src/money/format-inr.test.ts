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

test('Bengali and Hindi prices keep Latin digits and Indian grouping', () => {
  for (const language of ['bn', 'hi'] as const) {
    const price = formatINR(123456.5, language);
    expect(price).toMatch(/1,23,456\.50/);
    expect(price).toContain('₹');
    expect(price).not.toMatch(/[\u09E6-\u09EF\u0966-\u096F]/);
  }
});
