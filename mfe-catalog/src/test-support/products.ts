// Products shaped as the api answers them (docs/screens.md §3), for component tests.
import type { Product } from '@store/shared';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    Model: 'SM-A155F/DS',
    Name: 'Samsung Galaxy A15 5G (Blue, 128 GB)',
    Sale_price: 15999,
    Regular_price: 19999,
    Images: 'products/sm-a155f-1.jpg,products/sm-a155f-2.jpg',
    Short_description: '6.5 inch display, 50 MP camera',
    Description: 'A dependable phone for every day.',
    Categories: 'Mobile & Tab>Mobile',
    Category: 'Mobile',
    Brands: 'Samsung',
    Weight: '200 g',
    Dimensions: '16 x 7 x 0.8 cm',
    sku: 'SM-A155F/DS',
    In_stock: true,
    Popularity: 40,
    ...overrides,
  };
}
