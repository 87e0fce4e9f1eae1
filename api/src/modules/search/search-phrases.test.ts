// What Indian shoppers type, and the kind of product each phrase must lead with. Held to category
// membership, never to product names: the catalogue's names are the seed's to change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Product } from '../catalog/product-answer.js';

/** A phrase and the top or sub categories (as in Categories 'Top>Sub') its results must lead with. */
const PHRASES: [phrase: string, kinds: string[]][] = [
  ['fridge', ['Refrigerators']],
  ['fridges', ['Refrigerators']],
  ['frige', ['Refrigerators']],
  ['refrigirator', ['Refrigerators']],
  ['double door fridge', ['Double Door Refrigerators']],
  ['single door fridge', ['Single Door Refrigerators']],
  ['side by side fridge', ['Side by Side Refrigerators']],
  ['whirlpool refrigerator', ['Refrigerators']],
  ['geyser', ['Water Heaters']],
  ['water heater', ['Water Heaters']],
  ['mixie', ['Mixer Grinders']],
  ['mixer', ['Mixer Grinders']],
  ['earphones', ['Headphones', 'True Wireless Earbuds']],
  ['earbuds', ['True Wireless Earbuds']],
  ['tws', ['True Wireless Earbuds']],
  ['AC', ['Air Conditioners']],
  ['split ac', ['Air Conditioners']],
  ['Godrej AC', ['Air Conditioners']],
  ['LED TV', ['LED TVs']],
  ['LG TV', ['LED TVs']],
  ['43 inch tv', ['LED TVs']],
  ['smart tv', ['LED TVs']],
  ['television', ['LED TVs']],
  ['tab', ['Tablets']],
  ['ipad', ['Tablets']],
  ['mobile', ['Smartphones']],
  ['5g phone', ['Smartphones']],
  ['laptop', ['Laptops']],
  ['notebook', ['Laptops']],
  ['computer', ['Laptops', 'Desktops']],
  ['washing machine', ['Washing Machines']],
  ['Samsung Washing Machine', ['Washing Machines']],
  ['washer', ['Washing Machines']],
  ['microwave', ['Microwave Ovens']],
  ['otg', ['Microwave Ovens']],
  ['IFB Microwave Oven', ['Microwave Ovens']],
  ['chimney', ['Kitchen Chimneys']],
  ['chulha', ['Induction Cooktops']],
  ['ro water purifier', ['Water Purifiers']],
  ['aquaguard', ['Water Purifiers']],
  ['cooler', ['Air Coolers']],
  ['pankha', ['Fans']],
  ['ceiling fan', ['Fans']],
  ['home theater', ['Home Theatres']],
  ['sound bar', ['Soundbars']],
  ['bluetooth speaker', ['Bluetooth Speakers']],
  ['playstation', ['Gaming Consoles']],
  ['pendrive', ['Storage Devices']],
  ['wifi router', ['Routers']],
  ['power bank', ['Power Banks']],
  ['smartwatch', ['Smart Watches']],
  ['shaver', ['Trimmers']],
  ['hair dryer', ['Hair Dryers']],
  ['dslr', ['DSLR Cameras']],
  ['air fryer', ['Air Fryers']],
  ['kettle', ['Electric Kettles']],
  ['mouse', ['Keyboards & Mice']],
];

const isOf = (kinds: string[]) => (product: Product) => {
  const [top, sub] = product.Categories.split('>');
  return kinds.includes(top!) || kinds.includes(sub!);
};

describeEachDatabase('searchFunction in the shopper’s words', (t) => {
  for (const [phrase, kinds] of PHRASES) {
    test(`'${phrase}' leads with ${kinds.join(' or ')}`, async () => {
      const names = sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      const [counted] = await rows<{ count: number }>(
        t().db,
        sql`SELECT count(*)::int AS count FROM products
            WHERE split_part(categories, '>', 1) IN (${names}) OR split_part(categories, '>', 2) IN (${names})`,
      );
      const count = counted?.count ?? 0;
      assert.ok(count > 0, `the test catalogue has no ${kinds.join(' or ')}`);
      const { status, json } = await t().get<{ results: Product[] }>('searchFunction', {
        field: 'all',
        value: phrase,
        threshold: '0.7',
        limit: '5',
      });
      assert.equal(status, 200);
      const found = json.results.map((p) => p.Categories).join('; ');
      const leading = json.results.findIndex((product) => !isOf(kinds)(product));
      // Every one of the five is of that kind, or, when the catalogue has fewer, all of them come first.
      assert.ok(
        (leading === -1 ? json.results.length : leading) >= Math.min(5, count),
        `'${phrase}' found ${found || 'nothing'}`,
      );
    });
  }
});
