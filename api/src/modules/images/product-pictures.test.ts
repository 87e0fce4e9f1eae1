import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TAXONOMY } from '../catalog/category-names.js';
import { generateProduct } from '../../seed/generate-products.js';
import { DEFAULT_PRODUCT_COUNT } from '../../seed/seed.js';
import { drawingFor } from './product-drawings.js';
import { productImage } from './svg-art.js';
import { brandImage, categoryImage } from './store-art.js';

const catalog = Array.from({ length: DEFAULT_PRODUCT_COUNT }, (_, i) => generateProduct(i));
const pictureOf = (images: string) => images.split(',')[0]!.split('/')[1]!;

test('every sub-category has its own drawing, and so do window and split ACs', () => {
  const drawn = new Map<string, string>();
  for (const top of TAXONOMY) {
    for (const sub of top.subs) {
      const pictures = new Set(catalog.filter((product) => product.category === sub.name).map((product) => pictureOf(product.images)));
      for (const picture of pictures) {
        const drawing = drawingFor(picture);
        assert.ok(drawing, `no drawing for ${sub.name} (${picture})`);
        const art = drawing.draw({ accent: '#123', deep: '#456' });
        const other = drawn.get(art);
        assert.ok(other === undefined || other === sub.name, `${sub.name} looks like ${other}`);
        drawn.set(art, sub.name);
      }
    }
  }
  const acPictures = new Set(catalog.filter((product) => product.category === 'Air Conditioners').map((product) => pictureOf(product.images)));
  assert.deepEqual([...acPictures].sort(), ['ac-split', 'ac-window']);
});

test("a product's three views differ and each names the view", () => {
  for (const product of catalog.slice(0, 60)) {
    const [picture, brand, file] = product.images.split(',')[0]!.split('/').slice(1);
    const views = [1, 2, 3].map((view) => productImage(picture!, brand!, file!.replace(/-1\.svg$/, ''), view));
    assert.equal(new Set(views).size, 3, product.name);
    assert.match(views[0]!, /front view/);
    assert.match(views[1]!, /angle view/);
    assert.match(views[2]!, /close-up view/);
  }
});

test('brand names keep their real casing in pictures', () => {
  for (const [slug, name] of [['hp', 'HP'], ['ifb', 'IFB'], ['lg', 'LG'], ['boat', 'boAt'], ['oneplus', 'OnePlus'], ['tp-link', 'TP-Link'], ['blue-star', 'Blue Star']]) {
    assert.match(productImage('tv', slug!, 'abc123x', 1), new RegExp(`>${name}</text>`), slug);
    assert.match(brandImage(slug!), new RegExp(`>${name}</text>`), slug);
  }
});

test('category tile labels fit the tile: long names take two lines at a readable size', () => {
  for (const slug of ['computer-and-laptop', 'computer-and-laptop-accessories', 'tv-and-home-entertainment', 'mobile-and-tab']) {
    const texts = [...categoryImage(slug).matchAll(/font-size="(\d+)"[^>]*>([^<]+)<\/text>/g)].map((m) => ({ size: Number(m[1]), text: m[2]!.replace(/&#\d+;/g, '&') }));
    for (const { size, text } of texts) {
      // Arial bold averages about 0.6 em per character; the tile is 300 wide with a margin.
      assert.ok(text.length * size * 0.6 <= 280, `${text} at ${size}px is wider than the tile`);
      assert.ok(size >= 18, `${text} is too small at ${size}px`);
    }
  }
});
