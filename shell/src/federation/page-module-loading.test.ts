import { startPageModule } from './page-module-loading';

test("a page the browser renders starts loading its section's module, in any language", () => {
  const started = new Map();
  const load = jest.fn(() => started);
  expect(startPageModule('/bn/checkout', load)).toBe(started);
  expect(load).toHaveBeenCalledWith({ slots: [{ remote: 'mfe-cart-checkout', module: 'CheckoutPage' }] });
});

test('an address no route renders starts nothing', () => {
  const load = jest.fn(() => new Map());
  expect(startPageModule('/no-such-page', load).size).toBe(0);
  expect(load).not.toHaveBeenCalled();
});
