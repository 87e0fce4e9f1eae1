import { brandLabel } from './brand-label';

test("brand routes read in the brand's own casing, whatever case or punctuation the route has", () => {
  expect(brandLabel('boat')).toBe('boAt');
  expect(brandLabel('BOAT')).toBe('boAt');
  expect(brandLabel('hp')).toBe('HP');
  expect(brandLabel('blue-star')).toBe('Blue Star');
  expect(brandLabel('oneplus')).toBe('OnePlus');
});

test('a brand the store does not list reads as routed', () => {
  expect(brandLabel('Butterfly')).toBe('Butterfly');
});
