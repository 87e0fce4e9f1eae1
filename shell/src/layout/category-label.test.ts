import { categoryLabel } from './category-label';

test('category values read in title case with TV in capitals', () => {
  expect(categoryLabel('tv & home entertainment')).toBe('TV & Home Entertainment');
  expect(categoryLabel('mobile & tab')).toBe('Mobile & Tab');
  expect(categoryLabel('computer & laptop accessories')).toBe('Computer & Laptop Accessories');
});
