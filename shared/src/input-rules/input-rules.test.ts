import { digitsOnly, gstinCheckCharacter, isEmail, isGstin, isPhone, isPincode } from './input-rules';

test('pincodes are six digits not starting with 0', () => {
  expect(['700016', ' 734001 ', '110001'].every(isPincode)).toBe(true);
  expect(['070016', '70001', '7000160', '70 016', 'abcdef', ''].some(isPincode)).toBe(false);
});

test('phones are exactly ten digits', () => {
  expect(isPhone('9830098300')).toBe(true);
  expect(['983009830', '98300983001', '98300-9830', '+919830098'].some(isPhone)).toBe(false);
});

test('e-mails follow the simple pattern of docs/screens.md §5', () => {
  expect(['asha@example.in', ' a.b@c.co '].every(isEmail)).toBe(true);
  expect(['asha@example', 'a b@c.in', 'asha.example.in', `${'a'.repeat(250)}@b.in`].some(isEmail)).toBe(false);
});

test('a GSTIN needs a real state code, a PAN and the right check character', () => {
  expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  expect(['27AAPFU0939F1ZV', '27aapfu0939f1zv', '19ABCDE1234F1ZX'].every(isGstin)).toBe(true);
  expect(['27AAPFU0939F1ZW', '40AAPFU0939F1ZB', '27AAPFU0939F1Z', '27AAPF00939F1ZV', '27AAPFU0939F0ZV'].some(isGstin)).toBe(
    false,
  );
});

test('a digits-only box keeps digits as typed, cut to its length', () => {
  expect(digitsOnly('98300 98300 1', 10)).toBe('9830098300');
  expect(digitsOnly('70-0016', 6)).toBe('700016');
  expect(digitsOnly('abc', 6)).toBe('');
});
