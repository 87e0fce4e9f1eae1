// The catalogue never contradicts itself, at the 100,000 products the benches seed: one name per
// product, no stuttered words, what a name states agrees with the specifications and the series,
// and one model's products cost about the same.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateProduct, type SeedProduct } from './generate-products.js';
import { allSeries } from './product-lines.js';

const SCALE = 100_000;
const catalog: SeedProduct[] = Array.from({ length: SCALE }, (_, i) => generateProduct(i));

const spec = (product: SeedProduct, ...labels: string[]) => product.specs.find(([label]) => labels.includes(label))?.[1];
/** The name before its closing bracket of model code and facts: what the series and kind say. */
const head = (name: string) => name.replace(/\s*\([^()]*\)$/, '');
const code = (product: SeedProduct) => product.model.split('/')[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (text: string) => new RegExp(`(^|[^A-Za-z0-9])${escape(text)}($|[^A-Za-z0-9])`, 'i');

/** Fails with the first few products that break a rule, so a failure shows what to mend. */
function holds(rule: string, broken: (product: SeedProduct) => string | false) {
  const failures: string[] = [];
  for (const product of catalog) {
    const why = broken(product);
    if (why) failures.push(`${product.name}: ${why}`);
    if (failures.length >= 5) break;
  }
  assert.deepEqual(failures, [], rule);
}

test('every product of 100,000 has a name of its own', () => {
  const seen = new Map<string, string>();
  holds('two products share a name', (product) => {
    const other = seen.get(product.name);
    seen.set(product.name, product.model);
    return other !== undefined && `also ${other}`;
  });
});

test('no name says a word twice in a row, or a phrase or hyphenated word twice', () => {
  holds('a stuttered name', (product) => {
    const words = product.name.replace(/[(),]/g, ' ').split(/\s+/).filter(Boolean);
    const lower = words.map((w) => w.toLowerCase());
    const adjacent = lower.findIndex((w, i) => i > 0 && w === lower[i - 1]);
    if (adjacent > 0) return `"${words[adjacent]}" twice in a row`;
    const pairs = lower.slice(1).map((w, i) => `${lower[i]} ${w}`);
    const pair = pairs.find((p, i) => pairs.indexOf(p) !== i);
    if (pair) return `"${pair}" twice`;
    const hyphenated = lower.filter((w) => /[a-z]-[a-z]/.test(w));
    const again = hyphenated.find((w, i) => hyphenated.indexOf(w) !== i);
    return again !== undefined && `"${again}" twice`;
  });
});

test("a name's screen size is its specification's, and the size its series names", () => {
  holds('a screen size contradicts', (product) => {
    const screen = spec(product, 'Display Size', 'Screen Size', 'Display');
    const stated = [...product.name.matchAll(/(\d+(?:\.\d+)?) inch/g)].map((m) => m[1]!);
    if (stated.length > 0 && !screen) return 'states a screen size but has none';
    const size = parseFloat(screen ?? '');
    const wrong = stated.find((inches) => parseFloat(inches) !== size);
    if (wrong) return `says ${wrong} inch, the specification ${screen}`;
    // 'XPS 13', 'Omen 27', 'iMac 24': a series named for its screen.
    if (!['Laptops', 'Desktops', 'Monitors'].includes(product.category)) return false;
    const named = head(product.name)
      .split(' ')
      .filter((token) => /^\d{2}$/.test(token) && Number(token) >= 11 && Number(token) <= 34);
    const far = named.find((token) => Math.abs(Number(token) - size) >= 1);
    return far !== undefined && `its series says ${far}, its screen is ${screen}`;
  });
});

test("a name's chip is its specification's, and the chip its series names", () => {
  holds('a chip contradicts', (product) => {
    const generations = new Set([...product.name.matchAll(/\bM(\d)\b/g)].map((m) => m[1]));
    if (generations.size > 1) return `names chips M${[...generations].join(' and M')}`;
    const chip = /\b(Apple [AM]\d+(?: Bionic| Pro)?|Intel Core [^,()]+|AMD Ryzen [^,()]+)/.exec(product.name)?.[1];
    const processor = spec(product, 'Processor');
    return chip !== undefined && chip !== processor && `says ${chip}, the specification ${processor ?? 'nothing'}`;
  });
});

test("a name's colour is its specification's and no other colour is named; titanium is for Pro phones", () => {
  const series = allSeries();
  const colours = [...new Set(catalog.map((product) => spec(product, 'Colour')!))].concat([
    'Red',
    'Orange',
    'Purple',
    'Titanium',
  ]);
  holds('a colour contradicts', (product) => {
    const colour = spec(product, 'Colour');
    if (!colour) return 'no Colour specification';
    if (!word(colour).test(product.name) && product.category !== 'LED TVs') return `does not say its colour ${colour}`;
    // Series and brands may carry a colour word of their own ('Blue Star', 'HERO12 Black').
    let rest = product.name.replace(word(colour), ' ').replace(product.brand, ' ');
    for (const other of series) if (other.brand === product.brand) rest = rest.replace(other.series, ' ');
    const other = colours.find((name) => name !== colour && !colour.includes(name) && word(name).test(rest));
    if (other) return `names ${other} as well as ${colour}`;
    return (
      /Titanium/.test(colour) &&
      product.category === 'Smartphones' &&
      !/\bPro\b/.test(product.name) &&
      `${colour} is a Pro finish`
    );
  });
});

test("a name's capacities, power and memory are its specifications'", () => {
  const normal = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  holds('a capacity contradicts', (product) => {
    const values = new Set(product.specs.map(([, value]) => normal(value)));
    const stated = [...product.name.matchAll(/\b(\d+(?:\.\d+)?) ?(GB|TB|L|kg|Ton|mAh|W)\b|\b\d{3,} mm\b/g)].map((m) =>
      normal(m[0]),
    );
    const wrong = stated.find((value) => ![...values].some((given) => given === value || given.startsWith(value)));
    return wrong !== undefined && `says ${wrong}, the specifications ${[...values].join('; ')}`;
  });
});

test("one model's products cost about the same: within a shop's offers of each other", () => {
  const prices = new Map<string, number[]>();
  for (const product of catalog) {
    const colour = spec(product, 'Colour') ?? '';
    const model = `${product.category}|${product.name.replace(code(product), '').replace(word(colour), ' ')}`;
    const sale = (product.salePricePaise ?? product.regularPricePaise) / 100;
    prices.set(model, [...(prices.get(model) ?? []), sale]);
  }
  const apart = [...prices]
    .map(([model, list]) => ({ model, low: Math.min(...list), high: Math.max(...list) }))
    // 5 % of offers and Rs. 100 of rounding to a shop-like price (..90).
    .filter(({ low, high }) => high - low > high * 0.05 + 100)
    .slice(0, 5)
    .map(({ model, low, high }) => `${model} at Rs. ${low} and Rs. ${high}`);
  assert.deepEqual(apart, []);
});

test('every name keeps the words a shopper finds its kind by', () => {
  const KIND: Record<string, RegExp> = {
    Smartphones: /iPhone|5G/,
    Tablets: /Tablet/,
    'Power Banks': /Power Bank/,
    Laptops: /Laptop/,
    Desktops: /Desktop/,
    Monitors: /Monitor/,
    Printers: /Printer/,
    'Keyboards & Mice': /Keyboard/,
    Routers: /Router/,
    'LED TVs': /TV/,
    'Home Theatres': /Home Theatre/,
    Projectors: /Projector/,
    'Gaming Consoles': /Console/,
    'Microwave Ovens': /Microwave Oven/,
    'Mixer Grinders': /Mixer Grinder/,
    'Kitchen Chimneys': /Kitchen Chimney/,
    'Induction Cooktops': /Induction/,
    'Electric Kettles': /Kettle/,
    'Water Purifiers': /Water Purifier/,
    'Air Fryers': /Air ?[Ff]ryer/,
    'Air Conditioners': /\bAC\b/,
    'Washing Machines': /Washing Machine/,
    'Air Coolers': /Air Cooler/,
    Fans: /Fan/,
    'Water Heaters': /Water Heater/,
    'Vacuum Cleaners': /Vacuum Cleaner/,
    'Single Door Refrigerators': /Single Door Refrigerator/,
    'Double Door Refrigerators': /Double Door Refrigerator/,
    'Side by Side Refrigerators': /Side by Side Refrigerator/,
    'Bluetooth Speakers': /Speaker/,
    Headphones: /Headphones/,
    'True Wireless Earbuds': /Earbuds/,
    Soundbars: /Soundbar/,
    'DSLR Cameras': /DSLR/,
    'Mirrorless Cameras': /Mirrorless/,
    'Action Cameras': /Action Camera/,
    'Smart Watches': /Smart ?[Ww]atch/,
    Trimmers: /Trimmer/,
    'Hair Dryers': /Hair Dryer/,
  };
  holds('a name lost its kind', (product) => {
    const kind = KIND[product.category];
    return kind !== undefined && !kind.test(product.name) && `no ${String(kind)} in a ${product.category} name`;
  });
});
