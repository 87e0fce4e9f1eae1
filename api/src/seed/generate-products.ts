// Deterministic product generator: the same count always gives the same catalog. Sub-categories
// take turns and each one's brands rotate, so a few hundred products cover every category and brand;
// a product's series and price come from one of its brand's lines (product-lines.ts).
import { categoryTags, TAXONOMY, type SubCategory, type TopCategory } from '../modules/catalog/category-names.js';
import { brandCode } from './brands.js';
import { Random } from './random.js';
import type { ProductLine } from './product-lines.js';
import { brandsOf, TEMPLATES, type ProductTemplate } from './product-templates.js';

export interface SeedProduct {
  model: string;
  modelKey: string;
  name: string;
  salePricePaise: number | null;
  regularPricePaise: number;
  images: string;
  shortDescription: string;
  description: string;
  categories: string;
  category: string;
  brand: string;
  weight: string;
  dimensions: string;
  sku: string;
  popularity: number;
  categoryTags: string[];
  createdAt: Date;
  availableQty: number;
  specs: Array<[string, string]>;
}

interface Slot {
  top: TopCategory;
  sub: SubCategory;
  template: ProductTemplate;
  brands: string[];
}

export const SLOTS: Slot[] = TAXONOMY.flatMap((top) =>
  top.subs.map((sub) => {
    const template = TEMPLATES[sub.slug];
    if (!template) throw new Error(`No product template for ${sub.slug}`);
    return { top, sub, template, brands: brandsOf(template) };
  }),
);

/** What a West Bengal electronics chain sells most: these rank first where a search matches wider. */
const BEST_SELLING = new Set([
  'smartphone',
  'tv',
  'ac',
  'fridge-single',
  'fridge-double',
  'washing-machine',
  'microwave',
  'laptop',
]);

const SUFFIXES = ['XYZ', 'DS', 'INB', 'IN', 'HN', 'ZA', 'WK'];
const CATALOG_START = Date.UTC(2024, 0, 1);
// Five minutes apart: even a 100,000-product catalogue (the server-render bench) was added within
// 2024, so no product's date (a sitemap's lastmod) lies in the future.
const ADDED_EVERY_MS = 5 * 60_000;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Rupees to a shop-like price in paise: whole hundreds minus 10 (27,990.00). */
function shopPrice(rupees: number): number {
  return Math.max(99, Math.round(rupees / 100) * 100 - 10) * 100;
}

/**
 * A series' own part of its line's band: a line's series are listed cheapest first and share the
 * band in equal parts, so every 'Flip 6' costs about the same and less than a 'Charge 5'.
 */
export function seriesBand(line: ProductLine, series: string): [number, number] {
  const [low, high] = line.price;
  const count = Math.max(1, line.series.length);
  const at = Math.max(0, line.series.indexOf(series));
  const step = (high - low) / count;
  return [Math.round(low + at * step), Math.round(low + (at + 1) * step)];
}

/** How far below its list price a product's offer may go, so one name and variant cost about the same. */
export const SAME_MODEL_SPREAD = 0.03;

export function generateProduct(index: number): SeedProduct {
  const slot = SLOTS[index % SLOTS.length]!;
  const round = Math.floor(index / SLOTS.length);
  const { top, sub, template, brands } = slot;
  const brand = brands[round % brands.length]!;
  const rng = new Random(1987 + index * 7919);

  const letter = String.fromCharCode(65 + rng.int(0, 25));
  const segment = `${brandCode(brand)}${letter}${100 + index}${String.fromCharCode(65 + rng.int(0, 25))}`;
  const model = rng.chance(0.6) ? `${segment}/${rng.pick(SUFFIXES)}` : segment;
  const modelKey = segment.toLowerCase();
  const line = rng.pick(template.lines.filter((candidate) => candidate.brand === brand));
  const series = line.series.length > 0 ? rng.pick(line.series) : '';
  const tier = rng.next();
  const shape = template.make(rng, { brand, model, series, tier });

  const offer = 1 - rng.next() * SAME_MODEL_SPREAD;
  const [low, high] = seriesBand(line, series);
  const salePaise = Math.max(line.price[0] * 100, Math.min(high * 100, shopPrice((low + shape.rank * (high - low)) * offer)));
  const regular = Math.max(salePaise, shopPrice((salePaise / 100) * (1.05 + rng.next() * 0.4)));
  const hasSale = !rng.chance(0.06);
  const weightKg = template.weight[0] + rng.next() * (template.weight[1] - template.weight[0]);
  const side = () => Math.round(template.size[0] + rng.next() * (template.size[1] - template.size[0]));
  // The path carries what the drawing shows (api/src/modules/images): the product's form and colour.
  const imageBase = `products/${shape.picture ?? sub.slug}/${slugify(shape.form)}/${slugify(shape.colour)}/${slugify(brand)}/${modelKey}`;

  return {
    model,
    modelKey,
    name: shape.name,
    salePricePaise: hasSale ? salePaise : null,
    regularPricePaise: hasSale ? regular : salePaise,
    images: [1, 2, 3].map((n) => `${imageBase}-${n}.webp`).join(','),
    shortDescription: shape.highlights.join('\n'),
    description:
      `${shape.name}. ${shape.highlights.join('. ')}. ` +
      `Genuine ${brand} product with a GST invoice and the manufacturer's warranty, serviced by ${brand}'s ` +
      'authorised service centres in India. Free delivery in selected West Bengal cities.',
    categories: `${top.name}>${sub.name}`,
    category: sub.name,
    brand,
    weight: `${weightKg.toFixed(weightKg < 1 ? 2 : 1)} kg`,
    dimensions: `${side()} x ${side()} x ${side()} cm`,
    sku: model,
    popularity: rng.int(0, 1000) + (BEST_SELLING.has(sub.slug) ? 1000 : 0),
    categoryTags: [...new Set([...categoryTags(top, sub), ...(shape.tags ?? [])])],
    createdAt: new Date(CATALOG_START + index * ADDED_EVERY_MS),
    availableQty: rng.chance(0.15) ? rng.int(0, 2) : rng.int(3, 60),
    specs: shape.specs,
  };
}
