import { categoryLabel } from './category-label';

test('category values read in title case with TV in capitals', () => {
  expect(categoryLabel('tv & home entertainment')).toBe('TV & Home Entertainment');
  expect(categoryLabel('mobile & tab')).toBe('Mobile & Tab');
  expect(categoryLabel('computer & laptop accessories')).toBe('Computer & Laptop Accessories');
});

test("the spec's upper-case route values read as proper names", () => {
  expect(categoryLabel('Mobile & TAB')).toBe('Mobile & Tab');
  expect(categoryLabel('AIR CONDITIONER')).toBe('Air Conditioner');
  expect(categoryLabel('MICROWAVE OVENS')).toBe('Microwave Ovens');
  expect(categoryLabel('TV & HOME ENTERTAINMENT')).toBe('TV & Home Entertainment');
});

test('acronyms keep their capitals, plural or not, and small words stay small', () => {
  expect(categoryLabel('split ac')).toBe('Split AC');
  expect(categoryLabel('LED TVs')).toBe('LED TVs');
  expect(categoryLabel('DSLR Cameras')).toBe('DSLR Cameras');
  expect(categoryLabel('Side by Side Refrigerators')).toBe('Side by Side Refrigerators');
  expect(categoryLabel('  kitchen   appliances ')).toBe('Kitchen Appliances');
});
