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
      const pictures = new Set(
        catalog.filter((product) => product.category === sub.name).map((product) => pictureOf(product.images)),
      );
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
  const acPictures = new Set(
    catalog.filter((product) => product.category === 'Air Conditioners').map((product) => pictureOf(product.images)),
  );
  assert.deepEqual([...acPictures].sort(), ['ac-split', 'ac-window']);
});

test("a product's three views differ and each names the view", () => {
  for (const product of catalog.slice(0, 60)) {
    const [picture, brand, file] = product.images.split(',')[0]!.split('/').slice(1);
    const views = [1, 2, 3].map((view) => productImage(picture!, brand!, file!.replace(/-1\.webp$/, ''), view));
    assert.equal(new Set(views).size, 3, product.name);
    assert.match(views[0]!, /front view/);
    assert.match(views[1]!, /angle view/);
    assert.match(views[2]!, /close-up view/);
  }
});

test('brand names keep their real casing in pictures', () => {
  for (const [slug, name] of [
    ['hp', 'HP'],
    ['ifb', 'IFB'],
    ['lg', 'LG'],
    ['boat', 'boAt'],
    ['oneplus', 'OnePlus'],
    ['tp-link', 'TP-Link'],
    ['blue-star', 'Blue Star'],
  ]) {
    assert.match(productImage('tv', slug!, 'abc123x', 1), new RegExp(`>${name}</text>`), slug);
    assert.match(brandImage(slug!), new RegExp(`>${name}</text>`), slug);
  }
});

test('category tiles keep their drawing inside the circle and the 4:3 crop the home page applies', () => {
  for (const slug of ['computer-and-laptop', 'computer-and-laptop-accessories', 'tv-and-home-entertainment', 'mobile-and-tab']) {
    const image = categoryImage(slug);
    // No text to clip: the pages print the name under the picture.
    assert.doesNotMatch(image, /<text/, slug);
    const badge = /<circle cx="(\d+)" cy="(\d+)" r="(\d+)"/.exec(image)!;
    const [cx, cy, r] = [Number(badge[1]), Number(badge[2]), Number(badge[3])];
    // A 4:3 crop of the 300 square keeps y 37.5..262.5; the circle crop keeps radius 150 round the centre.
    assert.ok(cy - r >= 37.5 && cy + r <= 262.5, `${slug}: the badge is cut by the 4:3 crop`);
    assert.ok(Math.hypot(cx - 150, cy - 150) + r <= 150, `${slug}: the badge is cut by the circle`);
  }
});
