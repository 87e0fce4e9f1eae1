import { makeProduct } from '../test-support/products';
import { brandsOf, filterByBrands, filterByPrice, paginate, priceBounds, sortProducts } from './listing-rules';

const priced = (id: number, sale: number | null, regular: number | null, extra = {}) =>
  makeProduct({ id, Model: `M${id}`, Sale_price: sale, Regular_price: regular, ...extra });

describe('price filter (docs/screens.md §5)', () => {
  const list = [priced(1, 999.5, 1200), priced(2, null, 5000), priced(3, 12999.99, 15000), priced(4, 0, 7000)];

  test('bounds are whole rupees around the sale price, else the regular price', () => {
    expect(priceBounds(list)).toEqual({ min: 999, max: 13000 });
    expect(priceBounds([])).toBeNull();
  });

  test('the minimum and the chosen maximum are both kept (inclusive edges)', () => {
    expect(filterByPrice(list, 999.5, 5000).map((p) => p.id)).toEqual([1, 2]);
    expect(filterByPrice(list, 999, 12999.99).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  test('one paisa over the chosen maximum is left out', () => {
    expect(filterByPrice(list, 0, 12999.98).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(filterByPrice(list, 0, 4999.99).map((p) => p.id)).toEqual([1]);
  });

  test('a zero sale price counts as no sale price', () => {
    expect(filterByPrice(list, 6999, 7000).map((p) => p.id)).toEqual([4]);
  });

  test('the slider at its top end keeps the dearest item', () => {
    const bounds = priceBounds(list)!;
    expect(filterByPrice(list, bounds.min, bounds.max)).toHaveLength(4);
  });
});

test('brands: unique in any case, sorted; filter is case-insensitive; none ticked keeps all', () => {
  const list = [priced(1, 1, 1, { Brands: 'LG' }), priced(2, 1, 1, { Brands: 'Sony' }), priced(3, 1, 1, { Brands: 'lg ' })];
  expect(brandsOf(list)).toEqual(['LG', 'Sony']);
  expect(filterByBrands(list, ['lg']).map((p) => p.id)).toEqual([1, 3]);
  expect(filterByBrands(list, [])).toHaveLength(3);
});

test('the four sorts', () => {
  const list = [
    priced(1, 500, 900, { Popularity: 5 }),
    priced(2, null, 300, { Popularity: 50 }),
    priced(3, 700, 800, { Popularity: 0 }),
  ];
  expect(sortProducts(list, 'default').map((p) => p.id)).toEqual([1, 2, 3]);
  expect(sortProducts(list, 'popularity').map((p) => p.id)).toEqual([2, 1, 3]);
  expect(sortProducts(list, 'price-asc').map((p) => p.id)).toEqual([2, 1, 3]);
  expect(sortProducts(list, 'price-desc').map((p) => p.id)).toEqual([3, 1, 2]);
  expect(list.map((p) => p.id)).toEqual([1, 2, 3]);
});

test('pagination clamps pages out of range', () => {
  const list = Array.from({ length: 45 }, (_, i) => i + 1);
  expect(paginate(list, 1, 20)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 20 });
  expect(paginate(list, 3, 20)).toMatchObject({ items: [41, 42, 43, 44, 45], first: 41, last: 45 });
  expect(paginate(list, 9, 20).page).toBe(3);
  expect(paginate(list, -2, 20).page).toBe(1);
  expect(paginate(list, Number.NaN, 20).page).toBe(1);
  expect(paginate([], 1, 10)).toMatchObject({ items: [], page: 1, pageCount: 1, first: 0, total: 0 });
});
