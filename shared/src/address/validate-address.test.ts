import { addressOf, cleanInput, valuesFrom } from './address-values';
import { hasBlankRequired, validateAddress } from './validate-address';

const filled = valuesFrom({
  first_name: 'Riya',
  last_name: 'Sen',
  landmark: 'Near the park',
  street_address: '12 Lake Road',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700029',
  phone: '9830012345',
  email: 'riya@example.com',
});

test('a blank required field is named in its message; shipping does not ask for phone or email', () => {
  const blank = valuesFrom(null);
  expect(validateAddress(blank, 'billing')).toMatchObject({
    first_name: 'First name is required.',
    pincode: 'PIN code is required.',
    phone: 'Phone is required.',
  });
  expect(validateAddress(blank, 'shipping').phone).toBeUndefined();
  expect(hasBlankRequired(blank, 'shipping')).toBe(true);
  expect(hasBlankRequired(filled, 'billing')).toBe(false);
});

test('pincode, phone, email and GSTIN have the store-wide messages', () => {
  const wrong = { ...filled, pincode: '012345', phone: '98300', email: 'riya@', gstin: '19ABCDE1234F1Z0' };
  expect(validateAddress(wrong, 'billing')).toEqual({
    pincode: 'Please enter a valid 6-digit pincode',
    phone: 'Please enter a valid 10-digit phone number',
    email: 'Please enter a valid email address',
    gstin: 'Please enter a valid 15-character GSTIN',
  });
});

test('typing keeps digits only in phone and pincode; the saved address has this form’s fields, trimmed, in India', () => {
  expect(cleanInput('pincode', '70-00 29 1')).toBe('700029');
  expect(cleanInput('city', ' Kol ')).toBe(' Kol ');
  const shipping = addressOf({ ...filled, city: ' Kolkata ' }, 'shipping');
  expect(shipping).toMatchObject({ city: 'Kolkata', country_region: 'India' });
  expect(shipping).not.toHaveProperty('phone');
});
