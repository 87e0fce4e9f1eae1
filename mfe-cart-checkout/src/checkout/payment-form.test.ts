import { parsePaymentForm } from './payment-form';

const html = `<html><body><form action="/api/payment-sandbox" method="post" name="payu">
  <input type="hidden" name="key" value="K1"><input type="hidden" name="amount" value="2896.97">
  <input type="hidden" name="hash" value="abc"></form><script>document.forms.payu.submit()</script></body></html>`;

test('the provider form is read into action, method and fields', () => {
  expect(parsePaymentForm(html, 'http://localhost:3000/checkout')).toEqual({
    action: 'http://localhost:3000/api/payment-sandbox',
    method: 'post',
    fields: [
      ['key', 'K1'],
      ['amount', '2896.97'],
      ['hash', 'abc'],
    ],
  });
});

test('anything that is not an http form is refused', () => {
  expect(parsePaymentForm('<p>no form</p>')).toBeNull();
  expect(parsePaymentForm('<form action="javascript:alert(1)"></form>')).toBeNull();
});
