import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TAXONOMY } from '../catalog/category-names.js';
import { generateProduct } from '../../seed/generate-products.js';
import { DEFAULT_PRODUCT_COUNT } from '../../seed/seed.js';
import { paintedColours, paintOf } from './colour-paint.js';
import { drawingFor, formOf, SIGNALS } from './product-drawings.js';
import { GLASS_STOPS, productImage } from './svg-art.js';
import { brandImage, categoryImage } from './store-art.js';

const catalog = Array.from({ length: DEFAULT_PRODUCT_COUNT }, (_, i) => generateProduct(i));
const pictureOf = (images: string) => images.split(',')[0]!.split('/')[1]!;
/** The parts of a product's first image path: products/<picture>/<form>/<colour>/<brand>/<model>-1.webp. */
function partsOf(images: string) {
  const [picture, form, colour, brand, file] = images.split(',')[0]!.split('/').slice(1);
  return { picture: picture!, form: form!, colour: colour!, brand: brand!, model: file!.replace(/-1\.webp$/, '') };
}
const front = (product: { images: string }, view = 1) => {
  const { picture, form, colour, brand, model } = partsOf(product.images);
  return productImage(picture, brand, model, view, { form, colour });
};

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
        const art = drawing.draw(paintOf('silver')!, formOf('standard'));
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
    const views = [1, 2, 3].map((view) => front(product, view));
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

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every colour an SVG paints with, as #rrggbb. */
function paintsIn(svg: string): string[] {
  return [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{3}(?:[0-9a-f]{3})?)"/gi)].map(([, hex]) =>
    hex!.length === 4 ? `#${[...hex!.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex!.toLowerCase(),
  );
}

/** How coloured a paint is (HSL saturation weighed by how far it is from black and white). */
function chroma(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!);
}

test("a product's pictures are painted in the colour its name says, and in no other colour of their own", () => {
  const allowed = new Set<string>([...Object.values(SIGNALS), ...GLASS_STOPS]);
  for (const product of catalog) {
    const colour = product.specs.find(([label]) => label === 'Colour')![1];
    const parts = partsOf(product.images);
    assert.equal(parts.colour, slug(colour), `${product.name}: its pictures name ${parts.colour}`);
    const paint = paintOf(parts.colour);
    assert.ok(paint, `no paint for ${colour}`);
    for (const view of [1, 2, 3]) {
      const svg = front(product, view);
      // Paints other than hex (the brand's hsl() hue the drawings once took) would slip past the check.
      assert.doesNotMatch(svg, /="(hsl|rgb)\(/, product.name);
      const paints = paintsIn(svg);
      assert.ok(paints.includes(paint.body), `${product.name} (view ${view}) is not painted ${colour} ${paint.body}`);
      const stray: string[] = paints.filter(
        (hex) => chroma(hex) > 0.2 && hex !== paint.body && hex !== paint.shade && !allowed.has(hex),
      );
      assert.deepEqual(stray, [], `${product.name} (view ${view}) also carries colours of its own`);
    }
  }
});

test('every colour of a 100,000-product catalogue has its paint', () => {
  const painted = new Set(paintedColours());
  const missing = new Set<string>();
  for (let index = 0; index < 100_000; index += 7) {
    const colour = partsOf(generateProduct(index).images).colour;
    if (!painted.has(colour)) missing.add(colour);
  }
  assert.deepEqual([...missing], []);
});

test('two products of a kind in different forms have different pictures: a 32 inch TV is not a 75 inch one', () => {
  const forms = new Map<string, Map<string, (typeof catalog)[number]>>();
  for (let index = 0; index < 5000; index += 1) {
    const product = generateProduct(index);
    const { picture, form } = partsOf(product.images);
    const kinds = forms.get(picture) ?? new Map();
    if (!kinds.has(form)) kinds.set(form, product);
    forms.set(picture, kinds);
  }
  const compared: string[] = [];
  for (const [picture, kinds] of forms) {
    const products = [...kinds.values()];
    if (products.length < 2) continue;
    // Drawn in one colour and with one brand and model, so only the form can tell them apart.
    const drawn = products.map((product) => {
      const { form } = partsOf(product.images);
      const art = productImage(picture, 'lg', 'abc123x', 1, { form, colour: 'silver' });
      // Without the form's tag: the drawing itself must differ.
      const drawing = art.replace(/<rect class="form-tag"[^>]*\/><text[^>]*>[^<]*<\/text>/, '');
      assert.doesNotMatch(drawing, /form-tag/);
      return drawing;
    });
    assert.equal(new Set(drawn).size, products.length, `${picture}: ${[...kinds.keys()].join(', ')} look alike`);
    compared.push(picture);
  }
  for (const picture of [
    'tv',
    'smartphone',
    'fridge-sbs',
    'mixer-grinder',
    'ac-split',
    'washing-machine-front',
    'chimney',
    'laptop',
  ])
    assert.ok(compared.includes(picture), `no two forms of ${picture} compared`);
});
