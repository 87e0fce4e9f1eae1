// How a product of each sub-category looks: its product lines (brands, series, price bands in
// product-lines.ts), weight and size, name and specifications. Each maker picks one variant of a
// list ordered cheapest first (`tier` says which) and a colour of the series' own palette; the
// variant's place in that list is the product's `rank`, where its price sits in the series' band,
// so two products of one name and variant cost the same and bigger screens and more storage cost
// more. What a name states (screen, chip, colour, capacity) comes from the same values as the
// specifications, and a series' fixed facts (an XPS 13 has a 13.4 inch screen) from series-facts.ts.
import { LINES, type ProductLine } from './product-lines.js';
import type { Random } from './random.js';
import { coloursOf, factsOf, stable } from './series-facts.js';

export interface ProductShape {
  name: string;
  specs: Array<[string, string]>;
  highlights: string[];
  /** Extra listing names for this product alone (an AC's 'window ac' or 'split ac'). */
  tags?: string[];
  /** The drawing of the product's pictures when it differs from its sub-category's. */
  picture?: string;
  /** The colour as the name and the 'Colour' specification give it; the pictures paint it. */
  colour: string;
  /** What tells this product's picture from another of its kind: '55-inch', '3-jars', '1-5-ton'. */
  form: string;
  /** The variant's place in its series' price band: 0 cheapest, 1 dearest. */
  rank: number;
}

export interface MakeContext {
  brand: string;
  model: string;
  series: string;
  tier: number;
}

export interface ProductTemplate {
  lines: ProductLine[];
  /** Weight band in kg. */
  weight: [number, number];
  /** Width x depth x height band in cm. */
  size: [number, number];
  make(rng: Random, context: MakeContext): ProductShape;
}

const STARS = ['3 Star', '4 Star', '5 Star'];

/**
 * Two runs of words joined without saying the words where they meet twice: 'Eureka Forbes' and
 * 'Forbes Trendy' read 'Eureka Forbes Trendy', '330 Wireless' and 'Wireless Keyboard and Mouse
 * Combo' read '330 Wireless Keyboard and Mouse Combo'.
 */
function joined(first: string, second: string): string {
  const head = first.split(' ');
  const tail = second.split(' ');
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (let overlap = Math.min(head.length, tail.length); overlap > 0; overlap -= 1) {
    if (head.slice(-overlap).every((word, i) => same(word, tail[i]!))) return [...head, ...tail.slice(overlap)].join(' ');
  }
  return `${first} ${second}`;
}

/** 'Realme' + 'Realme 12 Pro' reads 'Realme 12 Pro', 'Vivo' + 'Y200' reads 'Vivo Y200'. */
export const titled = (brand: string, series: string) =>
  !series ? brand : series.toLowerCase().startsWith(brand.toLowerCase()) ? series : joined(brand, series);

/** The kind after a series, unless the series already says every word of it ('Pocket Power Bank'). */
export function withKind(series: string, kind: string): string {
  const said = new Set(series.toLowerCase().split(/\s+/));
  return kind.split(' ').every((word) => said.has(word.toLowerCase())) ? series : joined(series, kind);
}

/** The variant of a list (cheapest first) that matches the price tier, and its rank in 0..1. */
function variantOf<T>(variants: readonly T[], tier: number): { variant: T; rank: number } {
  const index = Math.min(variants.length - 1, Math.floor(tier * variants.length));
  return { variant: variants[index]!, rank: variants.length === 1 ? 0.5 : index / (variants.length - 1) };
}

/** The item at a rank in 0..1 of a list. */
const byRank = <T>(items: readonly T[], rank: number): T => items[Math.min(items.length - 1, Math.floor(rank * items.length))]!;

const common = (brand: string, model: string, colour: string, warranty: string): Array<[string, string]> => [
  ['Brand', brand],
  ['Model Number', model],
  ['Colour', colour],
  ['Warranty', warranty],
];

export const code = (model: string) => model.split('/')[0]!;

/** The bracket every name ends with: the model code (names are unique by it), facts, the colour. */
const bracket = (model: string, ...facts: string[]) => `(${[code(model), ...facts].join(', ')})`;

const inch = (size: string) => `${size} inch`;

function phone(rng: Random, { brand, model, series, tier }: MakeContext, tablet: boolean): ProductShape {
  const apple = brand === 'Apple';
  const facts = factsOf(series);
  const memories = facts.storage ?? (apple ? [128, 256, 512] : [128, 256]);
  const rams = apple ? [0] : tablet ? [4, 8] : [6, 8, 12];
  const variants = rams
    .flatMap((ram) => memories.map((storage) => ({ ram, storage })))
    .filter(({ ram, storage }) => ram < storage);
  const { variant, rank } = variantOf(variants, tier);
  const { ram, storage } = variant;
  const colour = rng.pick(coloursOf(series, brand, tablet ? 'tablet' : 'phone'));
  const display = facts.screen ?? stable(series, tablet ? ['10.9', '11', '12.4'] : ['6.5', '6.67', '6.72', '6.78']);
  const storageText = storage >= 1024 ? `${storage / 1024}TB` : `${storage}GB`;
  const memory = apple ? storageText : `${ram}GB RAM, ${storageText} Storage`;
  return {
    name: `${titled(brand, series)}${tablet ? ' Wi-Fi Tablet' : apple ? '' : ' 5G'} ${bracket(model, colour, memory)}`,
    specs: [
      ...common(brand, model, colour, '1 Year Manufacturer Warranty'),
      ['Display Size', inch(display)],
      ...(facts.chip ? [['Processor', facts.chip] as [string, string]] : []),
      ...(apple ? [] : [['RAM', `${ram} GB`] as [string, string]]),
      ['Internal Storage', storage >= 1024 ? `${storage / 1024} TB` : `${storage} GB`],
      ['Battery Capacity', `${facts.battery ?? stable(series, tablet ? [7040, 8000, 10090] : [5000, 5500, 6000])} mAh`],
      ['Rear Camera', `${apple ? 48 : stable(series, [50, 64, 108, 200])} MP`],
      ['Network', tablet ? 'Wi-Fi' : '5G, 4G VoLTE'],
    ],
    highlights: [
      `${inch(display)} display`,
      apple ? `${storageText} storage` : `${ram} GB RAM | ${storageText} ROM`,
      'Fast charging support',
    ],
    colour,
    form: `${display.replace('.', '-')}-inch`,
    rank,
  };
}

/** Large appliances sold under the brand alone: 'LG 260 L 3 Star Frost Free Double Door Refrigerator'. */
function appliance(
  kind: string,
  variants: Array<{ capacity: string; doors?: number }>,
  colours: string[],
  extra: Array<[string, string]>,
  highlights: string[],
) {
  return (rng: Random, { brand, model, tier }: MakeContext): ProductShape => {
    const colour = rng.pick(colours);
    const { variant, rank } = variantOf(
      variants.flatMap((base, i) => STARS.slice(i === 0 ? 0 : 1).map((star) => ({ ...base, star }))),
      tier,
    );
    const { capacity, doors, star } = variant;
    const doorText = doors && doors > 2 ? `${doors} Door ` : '';
    return {
      name: `${brand} ${capacity} ${star} ${kind.replace('Side by Side', `${doorText}Side by Side`)} ${bracket(model, colour)}`,
      specs: [
        ...common(
          brand,
          model,
          colour,
          rng.pick(['1 Year on Product', '2 Years Comprehensive', '1 Year + 10 Years on Compressor']),
        ),
        ['Energy Rating', star],
        ['Capacity', capacity],
        ...(doors ? [['Doors', String(doors)] as [string, string]] : []),
        ...extra,
      ],
      highlights: [`${star} energy rating`, ...highlights],
      colour,
      form: `${capacity.replace(' ', '-').toLowerCase()}${doors ? `-${doors}-doors` : ''}`,
      rank,
    };
  };
}

/** Small goods sold by series name: 'JBL Flip 6 Portable Bluetooth Speaker (JBLK106A, Blue)'. */
function gadget(
  kind: string,
  specs: (variant: string) => Array<[string, string]>,
  highlights: string[],
  palette: string,
  variants: readonly string[] = [''],
  /** The variant stated before the kind ('20000 mAh Power Bank'); otherwise it goes in the bracket. */
  stated = false,
) {
  return (rng: Random, { brand, model, series, tier }: MakeContext): ProductShape => {
    const colour = rng.pick(coloursOf(series, brand, palette));
    const { variant, rank } = variantOf(variants, tier);
    const head = stated && variant ? `${titled(brand, series)} ${variant}` : titled(brand, series);
    const facts = !stated && variant ? [variant, colour] : [colour];
    return {
      name: `${kind ? withKind(head, kind) : head} ${bracket(model, ...facts)}`,
      specs: [...common(brand, model, colour, '1 Year Manufacturer Warranty'), ...specs(variant)],
      highlights,
      colour,
      form: variant ? variant.toLowerCase().replace(/[^a-z0-9]+/g, '-') : 'standard',
      rank,
    };
  };
}

const AC_TYPES = [
  { type: 'Inverter Split AC', tags: ['split ac', 'inverter ac'], picture: 'ac-split' },
  { type: 'Window AC', tags: ['window ac'], picture: 'ac-window' },
  { type: 'Split AC', tags: ['split ac'], picture: 'ac-split' },
  { type: 'Inverter Window AC', tags: ['window ac', 'inverter ac'], picture: 'ac-window' },
];

const MAKERS: Record<string, Omit<ProductTemplate, 'lines'>> = {
  smartphone: { weight: [0.17, 0.23], size: [7, 16], make: (r, c) => phone(r, c, false) },
  tablet: { weight: [0.45, 0.7], size: [16, 28], make: (r, c) => phone(r, c, true) },
  'power-bank': {
    weight: [0.2, 0.4],
    size: [7, 15],
    make: gadget(
      'Power Bank',
      (capacity) => [
        ['Capacity', capacity],
        ['Output', capacity.startsWith('10') ? '22.5 W' : '65 W'],
      ],
      ['Fast charging', 'Dual output'],
      'accessory',
      ['10000 mAh', '20000 mAh'],
      true,
    ),
  },
  charger: {
    weight: [0.05, 0.2],
    size: [5, 12],
    make: (r, context) => {
      const watts = /(\d+)W/.exec(context.series)?.[1];
      // A charger named for its power ('20W USB-C Power Adapter') is made in that power alone.
      return gadget(
        '',
        (output) => [['Output', watts ? `${watts} W` : output]],
        ['USB Type-C', 'Fast charging'],
        'charger',
        watts ? [''] : ['20 W', '25 W', '45 W'],
      )(r, context);
    },
  },
  laptop: {
    weight: [1.2, 2.4],
    size: [30, 36],
    make: (r, { brand, model, series, tier }) => {
      const apple = brand === 'Apple';
      const facts = factsOf(series);
      const { variant, rank } = variantOf(
        facts.laptops ?? [
          { cpu: 'Intel Core i3 13th Gen', ram: 8, ssd: 512 },
          { cpu: 'AMD Ryzen 5 7530U', ram: 16, ssd: 512 },
          { cpu: 'Intel Core i5 13th Gen', ram: 16, ssd: 512 },
          { cpu: 'Intel Core i7 13th Gen', ram: 16, ssd: 1024 },
          { cpu: 'AMD Ryzen 7 7840HS', ram: 32, ssd: 1024 },
        ],
        tier,
      );
      const { cpu, ram, ssd } = variant;
      const screen = facts.screen ?? '15.6';
      const colour = r.pick(coloursOf(series, brand, 'laptop'));
      const os = apple ? 'macOS' : 'Windows 11';
      const ssdText = ssd >= 1024 ? `${ssd / 1024}TB` : `${ssd}GB`;
      return {
        name: `${titled(brand, series)} Laptop ${bracket(model, cpu, `${ram}GB RAM`, `${ssdText} SSD`, inch(screen), os, colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year Onsite Warranty'),
          ['Processor', cpu],
          ['RAM', `${ram} GB`],
          ['SSD', ssd >= 1024 ? `${ssd / 1024} TB` : `${ssd} GB`],
          ['Display', inch(screen)],
          ['Operating System', os],
        ],
        highlights: [cpu, `${ram} GB RAM`, `${ssdText} SSD`],
        colour,
        form: `${screen.replace('.', '-')}-inch`,
        rank,
      };
    },
  },
  desktop: {
    weight: [4, 9],
    size: [40, 60],
    make: (r, { brand, model, series, tier }) => {
      const facts = factsOf(series);
      const { variant: cpu, rank } = variantOf(
        facts.chip ? [facts.chip] : ['Intel Core i3', 'Intel Core i5', 'Intel Core i7'],
        tier,
      );
      const screen = facts.screen ?? '23.8';
      const colour = r.pick(coloursOf(series, brand, 'desktop'));
      const kind = /all-in-one|aio|imac/i.test(series) ? 'Desktop' : 'All-in-One Desktop';
      return {
        name: `${titled(brand, series)} ${kind} ${bracket(model, cpu, inch(screen), colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year Onsite Warranty'),
          ['Processor', cpu],
          ['Display', `${inch(screen)} Full HD`],
        ],
        highlights: ['All-in-one design', 'Wireless keyboard and mouse'],
        colour,
        form: `${screen.replace('.', '-')}-inch`,
        rank,
      };
    },
  },
  monitor: {
    weight: [2.5, 7],
    size: [50, 80],
    make: (r, context) => {
      const { series } = context;
      const size = factsOf(series).screen;
      return gadget(
        'Monitor',
        (screen) => [
          ['Screen Size', screen],
          ['Refresh Rate', `${stable(series, [75, 100, 144, 165])} Hz`],
        ],
        ['IPS panel', 'Eye care'],
        'monitor',
        size ? [inch(size)] : ['24 inch', '27 inch'],
      )(r, context);
    },
  },
  printer: {
    weight: [3, 9],
    size: [35, 50],
    // HP's 'Smart Tank' already says the tank: 'HP Smart Tank 589 All-in-One Printer'.
    make: (r, context) =>
      gadget(
        /\bTank\b/.test(context.series) ? 'All-in-One Printer' : 'All-in-One Ink Tank Printer',
        () => [
          ['Functions', 'Print, Scan, Copy'],
          ['Connectivity', 'Wi-Fi, USB'],
        ],
        ['Wi-Fi printing', 'Low cost per page'],
        'printer',
      )(r, context),
  },
  keyboard: {
    weight: [0.1, 0.9],
    size: [10, 45],
    make: gadget(
      'Wireless Keyboard and Mouse Combo',
      () => [['Connectivity', '2.4 GHz Wireless']],
      ['Long battery life'],
      'keyboard',
    ),
  },
  storage: {
    weight: [0.01, 0.25],
    size: [3, 12],
    make: (r, context) => {
      const pen = context.series.includes('Pen Drive');
      const shape = gadget(
        '',
        (capacity) => [
          ['Capacity', capacity],
          ['Interface', 'USB 3.2'],
        ],
        ['High speed transfer'],
        'storage',
        pen ? ['64 GB', '128 GB', '256 GB'] : ['1 TB', '2 TB'],
        true,
      )(r, context);
      return { ...shape, picture: pen ? 'pen-drive' : 'storage' };
    },
  },
  router: {
    weight: [0.3, 0.8],
    size: [15, 25],
    make: gadget(
      'Wi-Fi 6 Router',
      () => [
        ['Speed', 'AX3000'],
        ['Bands', 'Dual Band'],
      ],
      ['Wi-Fi 6', 'Parental controls'],
      'router',
    ),
  },
  tv: {
    weight: [5, 25],
    size: [80, 165],
    make: (r, { brand, model, series, tier }) => {
      const { variant: size, rank } = variantOf(factsOf(series).sizes ?? [32, 43, 50, 55, 65, 75], tier);
      const res = size <= 32 ? 'HD Ready' : '4K Ultra HD';
      const colour = r.pick(coloursOf(series, brand, 'tv'));
      return {
        name: `${titled(brand, series)} ${Math.round(size * 2.54)} cm (${size} inch) ${res} Smart LED TV ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year Comprehensive, 1 Year on Panel'),
          ['Screen Size', `${size} inch`],
          ['Resolution', res],
          ['Refresh Rate', '60 Hz'],
          ['Smart TV', 'Yes'],
          ['HDMI Ports', String(stable(series, [2, 3, 4]))],
        ],
        highlights: [`${size} inch ${res}`, 'Smart TV with apps', 'Dolby Audio'],
        colour,
        form: `${size}-inch`,
        rank,
      };
    },
  },
  'home-theatre': {
    weight: [4, 15],
    size: [40, 100],
    make: gadget(
      'Home Theatre System',
      (power) => [
        ['Output Power', power],
        ['Channels', '5.1'],
      ],
      ['Dolby Digital', 'Bluetooth'],
      'audio-dark',
      ['500 W', '600 W', '1000 W'],
    ),
  },
  projector: {
    weight: [1.5, 4],
    size: [20, 35],
    make: gadget('Full HD Projector', () => [['Brightness', '3500 Lumens']], ['Full HD', 'HDMI'], 'projector'),
  },
  gaming: {
    weight: [3, 4.5],
    size: [25, 40],
    make: (r, context) =>
      gadget('Gaming Console', (storage) => [['Storage', storage]], ['4K gaming', 'Wireless controller'], 'console', [
        factsOf(context.series).storage?.[0] === 512 ? '512 GB SSD' : '1 TB SSD',
      ])(r, context),
  },
  microwave: {
    weight: [10, 18],
    size: [45, 55],
    make: (r, { brand, model, tier }) => {
      const { variant, rank } = variantOf(
        [
          { litres: 20, type: 'Solo' },
          { litres: 23, type: 'Solo' },
          { litres: 25, type: 'Grill' },
          { litres: 28, type: 'Convection' },
          { litres: 30, type: 'Convection' },
          { litres: 32, type: 'Convection' },
        ],
        tier,
      );
      const { litres, type } = variant;
      const colour = r.pick(coloursOf('', brand, 'microwave'));
      return {
        name: `${brand} ${litres} L ${type} Microwave Oven ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year on Product, 3 Years on Magnetron'),
          ['Capacity', `${litres} L`],
          ['Type', type],
          ['Auto Cook Menus', String(r.int(50, 200))],
        ],
        highlights: [`${litres} L ${type}`, 'Auto cook menus', 'Child lock'],
        colour,
        form: `${litres}-l-${type.toLowerCase()}`,
        rank,
      };
    },
  },
  'mixer-grinder': {
    weight: [3, 7],
    size: [25, 40],
    make: (r, { brand, model, series, tier }) => {
      const { variant, rank } = variantOf(
        [
          { watts: 500, jars: 3 },
          { watts: 750, jars: 3 },
          { watts: 750, jars: 4 },
          { watts: 1000, jars: 4 },
        ],
        tier,
      );
      const { watts, jars } = variant;
      const colour = r.pick(coloursOf(series, brand, 'kitchen'));
      return {
        name: `${titled(brand, series)} ${watts} W Mixer Grinder with ${jars} Jars ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '2 Years on Product, 5 Years on Motor'),
          ['Power', `${watts} W`],
          ['Jars', String(jars)],
          ['Speed Settings', '3 + Pulse'],
        ],
        highlights: ['Stainless steel jars', 'Overload protection'],
        colour,
        form: `${jars}-jars`,
        rank,
      };
    },
  },
  chimney: {
    weight: [10, 18],
    size: [60, 90],
    make: (r, { brand, model, series, tier }) => {
      const { variant, rank } = variantOf(
        [
          { width: 60, suction: 1200 },
          { width: 60, suction: 1350 },
          { width: 90, suction: 1350 },
          { width: 90, suction: 1500 },
        ],
        tier,
      );
      const { width, suction } = variant;
      const colour = r.pick(coloursOf(series, brand, 'chimney'));
      return {
        name: `${titled(brand, series)} ${width} cm ${suction} m3/hr ${series.includes('Chimney') ? 'Auto Clean' : 'Auto Clean Kitchen Chimney'} ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year Comprehensive, 5 Years on Motor'),
          ['Width', `${width} cm`],
          ['Suction Capacity', `${suction} m3/hr`],
          ['Filter', 'Filterless'],
        ],
        highlights: ['Auto clean', 'Touch and gesture control'],
        colour,
        form: `${width}-cm`,
        rank,
      };
    },
  },
  induction: {
    weight: [2, 3],
    size: [28, 38],
    make: gadget('Induction Cooktop', () => [['Power', '2000 W']], ['2000 W', 'Feather touch buttons'], 'cooktop'),
  },
  kettle: {
    weight: [0.8, 1.5],
    size: [15, 25],
    make: gadget('Electric Kettle', (capacity) => [['Capacity', capacity]], ['Auto shut-off'], 'kettle', ['1.5 L']),
  },
  'water-purifier': {
    weight: [6, 10],
    size: [35, 55],
    make: gadget(
      'RO+UV+UF Water Purifier',
      () => [
        ['Storage', '8 L'],
        ['Purification', 'RO + UV + UF'],
      ],
      ['8 L storage tank', 'Mineral retention'],
      'purifier',
    ),
  },
  'air-fryer': {
    weight: [3, 6],
    size: [25, 40],
    make: (r, context) => {
      const litres = factsOf(context.series).capacity ?? '4.1 L';
      const stated = /fryer/i.test(context.series) ? '' : litres;
      const shape = gadget(
        'Air Fryer',
        () => [['Capacity', litres]],
        ['Up to 90% less fat'],
        'kitchen-dark',
        [stated],
        true,
      )(r, context);
      return { ...shape, form: litres.replace(/[^0-9]+/g, '-').replace(/-$/, '') + '-l' };
    },
  },
  ac: {
    weight: [30, 45],
    size: [80, 110],
    make: (r, { brand, model, tier }) => {
      const { variant, rank } = variantOf(
        [
          { ton: '1', star: '3 Star' },
          { ton: '1.5', star: '3 Star' },
          { ton: '1.5', star: '5 Star' },
          { ton: '2', star: '3 Star' },
          { ton: '2', star: '5 Star' },
        ],
        tier,
      );
      const { ton, star } = variant;
      const kind = AC_TYPES[r.int(0, AC_TYPES.length - 1)]!;
      const colour = r.pick(coloursOf('', brand, 'ac'));
      return {
        name: `${brand} ${ton} Ton ${star} ${kind.type} ${bracket(model, 'Copper Condenser', colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year Comprehensive, 10 Years on Compressor'),
          ['Capacity', `${ton} Ton`],
          ['Energy Rating', star],
          ['Type', kind.type],
          ['Condenser Coil', 'Copper'],
          ['Refrigerant', 'R32'],
        ],
        highlights: [`${ton} Ton ${kind.type}`, `${star} energy rating`, 'Copper condenser'],
        tags: kind.tags,
        picture: kind.picture,
        colour,
        form: `${ton.replace('.', '-')}-ton`,
        rank,
      };
    },
  },
  'washing-machine': {
    weight: [25, 70],
    size: [55, 90],
    make: (r, { brand, model, tier }) => {
      const { variant, rank } = variantOf(
        [
          { kg: 6.5, type: 'Semi Automatic Top Load' },
          { kg: 7.5, type: 'Semi Automatic Top Load' },
          { kg: 7, type: 'Fully Automatic Top Load' },
          { kg: 8, type: 'Fully Automatic Top Load' },
          { kg: 7, type: 'Fully Automatic Front Load' },
          { kg: 8, type: 'Fully Automatic Front Load' },
          { kg: 9, type: 'Fully Automatic Front Load' },
          { kg: 10, type: 'Fully Automatic Front Load' },
        ],
        tier,
      );
      const { kg, type } = variant;
      const star = type.startsWith('Semi') ? '5 Star' : byRank(STARS, rank);
      const colour = r.pick(coloursOf('', brand, 'washer'));
      const picture = type.includes('Front')
        ? 'washing-machine-front'
        : type.startsWith('Semi')
          ? 'washing-machine-twin'
          : 'washing-machine';
      return {
        name: `${brand} ${kg} kg ${star} ${type} Washing Machine ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '2 Years Comprehensive, 10 Years on Motor'),
          ['Capacity', `${kg} kg`],
          ['Energy Rating', star],
          ['Type', type],
          ['Max Spin Speed', `${type.includes('Front') ? stable(model, [1000, 1200, 1400]) : 700} RPM`],
        ],
        highlights: [`${kg} kg capacity`, type, 'In-built heater'],
        picture,
        colour,
        form: `${String(kg).replace('.', '-')}-kg`,
        rank,
      };
    },
  },
  cooler: {
    weight: [8, 18],
    size: [40, 120],
    make: (r, { brand, model, series, tier }) => {
      const fixed = factsOf(series).capacity;
      const { variant: litres, rank } = variantOf(fixed ? [parseFloat(fixed)] : [35, 50, 70, 90], tier);
      const colour = r.pick(coloursOf(series, brand, 'cooler'));
      return {
        name: `${titled(brand, series)}${fixed ? '' : ` ${litres} L`} Desert Air Cooler ${bracket(model, colour)}`,
        specs: [
          ...common(brand, model, colour, '1 Year on Product'),
          ['Tank Capacity', `${litres} L`],
          ['Air Throw', `${stable(series, [12, 15, 20])} m`],
        ],
        highlights: ['Honeycomb pads', 'Inverter compatible'],
        colour,
        form: `${litres}-l`,
        rank,
      };
    },
  },
  fan: {
    weight: [3, 6],
    size: [100, 130],
    make: gadget(
      '1200 mm Ceiling Fan',
      () => [
        ['Sweep', '1200 mm'],
        ['Power', '28 W'],
      ],
      ['BLDC motor', 'Remote control'],
      'fan',
    ),
  },
  geyser: {
    weight: [8, 18],
    size: [30, 60],
    make: gadget(
      'Storage Water Heater',
      (capacity) => [
        ['Capacity', capacity],
        ['Power', '2000 W'],
      ],
      ['Glass lined tank'],
      'geyser',
      ['10 L', '15 L', '25 L'],
      true,
    ),
  },
  vacuum: {
    weight: [2, 6],
    size: [25, 110],
    make: gadget('Vacuum Cleaner', () => [['Power', '1600 W']], ['HEPA filter'], 'vacuum'),
  },
  'fridge-single': {
    weight: [30, 40],
    size: [55, 130],
    make: appliance(
      'Direct Cool Single Door Refrigerator',
      [{ capacity: '185 L' }, { capacity: '190 L' }, { capacity: '215 L' }],
      ['Steel', 'Silver', 'Red', 'Blue', 'Black'],
      [['Type', 'Direct Cool']],
      ['Stabilizer free operation'],
    ),
  },
  'fridge-double': {
    weight: [45, 70],
    size: [60, 175],
    make: appliance(
      'Frost Free Double Door Refrigerator',
      [{ capacity: '236 L' }, { capacity: '265 L' }, { capacity: '308 L' }, { capacity: '340 L' }],
      ['Steel', 'Silver', 'Black', 'Grey'],
      [
        ['Type', 'Frost Free'],
        ['Compressor', 'Inverter'],
      ],
      ['Convertible freezer', 'Inverter compressor'],
    ),
  },
  'fridge-sbs': {
    weight: [90, 130],
    size: [90, 180],
    make: appliance(
      'Frost Free Side by Side Refrigerator',
      [
        { capacity: '580 L', doors: 2 },
        { capacity: '630 L', doors: 3 },
        { capacity: '650 L', doors: 4 },
      ],
      ['Steel', 'Black', 'Silver'],
      [
        ['Type', 'Frost Free'],
        ['Compressor', 'Inverter'],
      ],
      ['Water dispenser', 'Wi-Fi enabled'],
    ),
  },
  speaker: {
    weight: [0.3, 3],
    size: [10, 30],
    make: (r, context) =>
      gadget(
        'Portable Bluetooth Speaker',
        () => [
          ['Output Power', `${stable(context.series, [10, 20, 40, 60])} W`],
          ['Playback Time', `${stable(context.series, [10, 12, 20, 24])} hours`],
        ],
        ['Bluetooth 5.3', 'IPX7 water resistant'],
        'speaker',
      )(r, context),
  },
  headphone: {
    weight: [0.15, 0.35],
    size: [15, 25],
    make: gadget(
      'Wireless Over-Ear Headphones',
      () => [['Noise Cancellation', 'Active']],
      ['Active noise cancellation', '30 hours playback'],
      'headphone',
    ),
  },
  earbuds: {
    weight: [0.04, 0.07],
    size: [5, 8],
    make: gadget(
      'True Wireless Earbuds',
      () => [['Playback Time', '30 hours with case']],
      ['ENC for calls', 'Low latency mode'],
      'earbuds',
    ),
  },
  soundbar: {
    weight: [2, 10],
    size: [60, 120],
    make: gadget(
      'Soundbar with Subwoofer',
      (power) => [['Output Power', power]],
      ['Wireless subwoofer', 'HDMI eARC'],
      'audio-dark',
      ['120 W', '300 W', '500 W'],
    ),
  },
  dslr: {
    weight: [0.5, 1],
    size: [12, 16],
    make: gadget(
      'DSLR Camera with 18-55 mm Lens',
      () => [
        ['Sensor', 'APS-C CMOS'],
        ['Effective Pixels', '24.1 MP'],
      ],
      ['24.1 MP sensor', 'Full HD video'],
      'camera',
    ),
  },
  mirrorless: {
    weight: [0.4, 0.8],
    size: [11, 14],
    make: gadget('Mirrorless Camera Body', () => [['Video', '4K']], ['4K video', 'Eye autofocus'], 'mirrorless'),
  },
  'action-camera': {
    weight: [0.1, 0.2],
    size: [6, 8],
    make: gadget(
      'Action Camera',
      () => [
        ['Video', '5.3K 60fps'],
        ['Waterproof', '10 m'],
      ],
      ['Waterproof', 'Image stabilisation'],
      'camera',
    ),
  },
  'camera-accessory': {
    weight: [0.01, 0.5],
    size: [3, 12],
    make: (r, context) => {
      const card = context.series.includes('Card');
      const shape = gadget(
        '',
        (capacity) => (card ? [['Capacity', capacity]] : [['Compatible With', 'DSLR and mirrorless cameras']]),
        ['Travel friendly'],
        'camera',
        card ? ['64 GB', '128 GB', '256 GB'] : [''],
        true,
      )(r, context);
      return { ...shape, picture: card ? 'memory-card' : 'camera-lens' };
    },
  },
  smartwatch: {
    weight: [0.03, 0.06],
    size: [4, 5],
    make: (r, context) =>
      gadget(
        context.series.includes('Watch') ? 'Smartwatch' : 'Smart Watch',
        () => [['Display', 'AMOLED']],
        ['Heart rate and SpO2', 'Bluetooth calling'],
        'watch',
      )(r, context),
  },
  trimmer: {
    weight: [0.1, 0.3],
    size: [15, 20],
    make: gadget('Beard Trimmer', () => [['Run Time', '90 minutes']], ['Skin friendly blades'], 'groom'),
  },
  'hair-dryer': {
    weight: [0.3, 0.8],
    size: [20, 30],
    make: gadget('Hair Dryer', () => [['Power', '1600 W']], ['Cool shot', 'Ionic care'], 'groom'),
  },
};

export const TEMPLATES: Record<string, ProductTemplate> = Object.fromEntries(
  Object.entries(MAKERS).map(([slug, maker]) => {
    const lines = LINES[slug];
    if (!lines) throw new Error(`No product lines for ${slug}`);
    return [slug, { ...maker, lines }];
  }),
);

/** The brands of a template's lines in order, each once. */
export const brandsOf = (template: ProductTemplate) => [...new Set(template.lines.map((line) => line.brand))];
