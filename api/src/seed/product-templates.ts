// How a product of each sub-category looks: its product lines (brands, series, price bands in
// product-lines.ts), weight and size, name and specifications. `tier` is where the price sits in
// its line's band (0 cheapest, 1 dearest), so bigger screens and more storage cost more.
import { LINES, type ProductLine } from './product-lines.js';
import type { Random } from './random.js';

export interface ProductShape {
  name: string;
  specs: Array<[string, string]>;
  highlights: string[];
  /** Extra listing names for this product alone (an AC's 'window ac' or 'split ac'). */
  tags?: string[];
  /** The drawing of the product's pictures when it differs from its sub-category's. */
  picture?: string;
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

const COLOURS = ['Black', 'White', 'Silver', 'Blue', 'Grey', 'Midnight Green', 'Titanium', 'Graphite'];
const STARS = ['3 Star', '4 Star', '5 Star'];

/** 'Realme' + 'Realme 12 Pro' reads 'Realme 12 Pro', 'Vivo' + 'Y200' reads 'Vivo Y200'. */
export const titled = (brand: string, series: string) =>
  !series ? brand : series.toLowerCase().startsWith(brand.toLowerCase()) ? series : `${brand} ${series}`;

/** The item of a list that matches the price tier: the dearest products get the biggest option. */
const byTier = <T>(items: readonly T[], tier: number): T => items[Math.min(items.length - 1, Math.floor(tier * items.length))]!;

const common = (brand: string, model: string, colour: string, warranty: string): Array<[string, string]> => [
  ['Brand', brand],
  ['Model Number', model],
  ['Colour', colour],
  ['Warranty', warranty],
];

const code = (model: string) => model.split('/')[0]!;

function phone(rng: Random, { brand, model, series, tier }: MakeContext, tablet: boolean): ProductShape {
  const ram = byTier([4, 6, 8, 12], tier);
  const storage = byTier([128, 128, 256, 512], tier);
  const colour = rng.pick(COLOURS);
  const display = tablet ? byTier(['10.9', '11', '12.4'], tier) : rng.pick(['6.1', '6.5', '6.67', '6.78']);
  const apple = brand === 'Apple';
  const memory = apple ? `${storage}GB` : `${ram}GB RAM, ${storage}GB Storage`;
  return {
    name: `${titled(brand, series)}${tablet ? ' Wi-Fi Tablet' : apple ? '' : ' 5G'} (${colour}, ${memory})`,
    specs: [
      ...common(brand, model, colour, '1 Year Manufacturer Warranty'),
      ['Display Size', `${display} inch`],
      ...(apple ? [] : [['RAM', `${ram} GB`] as [string, string]]),
      ['Internal Storage', `${storage} GB`],
      ['Battery Capacity', `${apple ? byTier([3349, 3561, 4383], tier) : rng.pick([5000, 5500, 6000, 7040])} mAh`],
      ['Rear Camera', `${apple ? 48 : rng.pick([50, 64, 108, 200])} MP`],
      ['Network', tablet ? 'Wi-Fi' : '5G, 4G VoLTE'],
    ],
    highlights: [
      `${display} inch display`,
      apple ? `${storage} GB storage` : `${ram} GB RAM | ${storage} GB ROM`,
      'Fast charging support',
    ],
  };
}

function appliance(kind: string, capacities: string[], extra: Array<[string, string]>, highlights: string[]) {
  return (rng: Random, { brand, model, tier }: MakeContext): ProductShape => {
    const colour = rng.pick(['White', 'Silver', 'Grey', 'Black', 'Steel']);
    const star = byTier(STARS, tier);
    const capacity = byTier(capacities, tier);
    return {
      name: `${brand} ${capacity} ${star} ${kind} (${code(model)}, ${colour})`,
      specs: [
        ...common(
          brand,
          model,
          colour,
          rng.pick(['1 Year on Product', '2 Years Comprehensive', '1 Year + 10 Years on Compressor']),
        ),
        ['Energy Rating', star],
        ['Capacity', capacity],
        ...extra,
      ],
      highlights: [`${star} energy rating`, ...highlights],
    };
  };
}

/** Small goods sold by series name: 'JBL Flip 6 Portable Bluetooth Speaker (Blue)'. */
function gadget(
  kind: string,
  extras: (rng: Random, tier: number) => Array<[string, string]>,
  highlights: string[],
  colours = COLOURS,
) {
  return (rng: Random, { brand, model, series, tier }: MakeContext): ProductShape => {
    const colour = rng.pick(colours);
    return {
      name: `${titled(brand, series)}${kind && !series.toLowerCase().includes(kind.toLowerCase()) ? ` ${kind}` : ''} (${colour})`,
      specs: [...common(brand, model, colour, '1 Year Manufacturer Warranty'), ...extras(rng, tier)],
      highlights,
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
      (r, t) => [
        ['Capacity', `${byTier([10000, 20000, 27000], t)} mAh`],
        ['Output', `${r.pick([12, 22.5, 65])} W`],
      ],
      ['Fast charging', 'Dual output'],
      ['Black', 'White', 'Blue'],
    ),
  },
  charger: {
    weight: [0.05, 0.2],
    size: [5, 12],
    make: gadget('', (r) => [['Output', `${r.pick([20, 25, 45, 65])} W`]], ['USB Type-C', 'Fast charging'], ['White', 'Black']),
  },
  laptop: {
    weight: [1.2, 2.4],
    size: [30, 36],
    make: (r, { brand, model, series, tier }) => {
      const apple = brand === 'Apple';
      const cpu = apple
        ? byTier(['Apple M3', 'Apple M4', 'Apple M4 Pro'], tier)
        : byTier(
            [
              'Intel Core i3 13th Gen',
              'AMD Ryzen 5 7530U',
              'Intel Core i5 13th Gen',
              'Intel Core i7 13th Gen',
              'AMD Ryzen 7 7840HS',
            ],
            tier,
          );
      const ram = byTier([8, 16, 16, 32], tier);
      const ssd = byTier([512, 512, 1024], tier);
      const screen = apple ? (series.includes('Air') ? '13.6' : '14.2') : r.pick(['14', '15.6']);
      return {
        name: `${titled(brand, series)} Laptop (${cpu}, ${ram}GB RAM, ${ssd}GB SSD, ${screen} inch, ${apple ? 'macOS' : 'Windows 11'})`,
        specs: [
          ...common(brand, model, r.pick(['Silver', 'Grey', 'Black']), '1 Year Onsite Warranty'),
          ['Processor', cpu],
          ['RAM', `${ram} GB`],
          ['SSD', `${ssd} GB`],
          ['Display', `${screen} inch`],
        ],
        highlights: [cpu, `${ram} GB RAM`, `${ssd} GB SSD`],
      };
    },
  },
  desktop: {
    weight: [4, 9],
    size: [40, 60],
    make: gadget(
      'All-in-One Desktop',
      (_r, t) => [
        ['Processor', byTier(['Intel Core i3', 'Intel Core i5', 'Intel Core i7'], t)],
        ['Display', '23.8 inch Full HD'],
      ],
      ['All-in-one design', 'Wireless keyboard and mouse'],
      ['White', 'Black', 'Silver'],
    ),
  },
  monitor: {
    weight: [2.5, 7],
    size: [50, 80],
    make: gadget(
      'Monitor',
      (r, t) => [
        ['Screen Size', `${byTier([22, 24, 27, 32], t)} inch`],
        ['Refresh Rate', `${r.pick([75, 100, 144, 165])} Hz`],
      ],
      ['IPS panel', 'Eye care'],
      ['Black', 'White'],
    ),
  },
  printer: {
    weight: [3, 9],
    size: [35, 50],
    make: gadget(
      'All-in-One Ink Tank Printer',
      () => [
        ['Functions', 'Print, Scan, Copy'],
        ['Connectivity', 'Wi-Fi, USB'],
      ],
      ['Wi-Fi printing', 'Low cost per page'],
      ['Black', 'White'],
    ),
  },
  keyboard: {
    weight: [0.1, 0.9],
    size: [10, 45],
    make: gadget(
      'Wireless Keyboard and Mouse Combo',
      () => [['Connectivity', '2.4 GHz Wireless']],
      ['Long battery life'],
      ['Black', 'Grey'],
    ),
  },
  storage: {
    weight: [0.01, 0.25],
    size: [3, 12],
    make: (r, context) => {
      const capacity = byTier(
        context.series.includes('Pen Drive') ? ['64 GB', '128 GB', '256 GB'] : ['1 TB', '2 TB'],
        context.tier,
      );
      const shape = gadget(
        '',
        () => [
          ['Capacity', capacity],
          ['Interface', 'USB 3.2'],
        ],
        ['High speed transfer'],
        ['Black', 'Grey', 'Blue'],
      )(r, context);
      return {
        ...shape,
        name: shape.name.replace(' (', ` ${capacity} (`),
        picture: context.series.includes('Pen Drive') ? 'pen-drive' : 'storage',
      };
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
      ['Black', 'White'],
    ),
  },
  tv: {
    weight: [5, 25],
    size: [80, 165],
    make: (r, { brand, model, series, tier }) => {
      const inch = byTier([32, 43, 50, 55, 65, 75], tier);
      const res = inch <= 32 ? 'HD Ready' : '4K Ultra HD';
      return {
        name: `${titled(brand, series)} ${Math.round(inch * 2.54)} cm (${inch} inch) ${res} Smart LED TV (${code(model)})`,
        specs: [
          ...common(brand, model, 'Black', '1 Year Comprehensive, 1 Year on Panel'),
          ['Screen Size', `${inch} inch`],
          ['Resolution', res],
          ['Refresh Rate', '60 Hz'],
          ['Smart TV', 'Yes'],
          ['HDMI Ports', String(r.pick([2, 3, 4]))],
        ],
        highlights: [`${inch} inch ${res}`, 'Smart TV with apps', 'Dolby Audio'],
      };
    },
  },
  'home-theatre': {
    weight: [4, 15],
    size: [40, 100],
    make: gadget(
      '5.1 Channel Home Theatre System',
      (_r, t) => [['Output Power', `${byTier([500, 600, 1000], t)} W`]],
      ['Dolby Digital', 'Bluetooth'],
      ['Black'],
    ),
  },
  projector: {
    weight: [1.5, 4],
    size: [20, 35],
    make: gadget('Full HD Projector', () => [['Brightness', '3500 Lumens']], ['Full HD', 'HDMI'], ['White', 'Black']),
  },
  gaming: {
    weight: [3, 4.5],
    size: [25, 40],
    make: gadget('Gaming Console', () => [['Storage', '1 TB SSD']], ['4K gaming', 'Wireless controller'], ['White', 'Black']),
  },
  microwave: {
    weight: [10, 18],
    size: [45, 55],
    make: (r, { brand, model, tier }) => {
      const litres = byTier([20, 23, 25, 28, 30, 32], tier);
      const type = byTier(['Solo', 'Grill', 'Convection'], tier);
      return {
        name: `${brand} ${litres} L ${type} Microwave Oven (${code(model)}, Black)`,
        specs: [
          ...common(brand, model, 'Black', '1 Year on Product, 3 Years on Magnetron'),
          ['Capacity', `${litres} L`],
          ['Type', type],
          ['Auto Cook Menus', String(r.int(50, 200))],
        ],
        highlights: [`${litres} L ${type}`, 'Auto cook menus', 'Child lock'],
      };
    },
  },
  'mixer-grinder': {
    weight: [3, 7],
    size: [25, 40],
    make: (_r, { brand, model, series, tier }) => {
      const jars = byTier([3, 3, 4], tier);
      return {
        name: `${titled(brand, series)} ${byTier([500, 750, 1000], tier)} W Mixer Grinder with ${jars} Jars (White)`,
        specs: [
          ...common(brand, model, 'White', '2 Years on Product, 5 Years on Motor'),
          ['Jars', String(jars)],
          ['Speed Settings', '3 + Pulse'],
        ],
        highlights: ['Stainless steel jars', 'Overload protection'],
      };
    },
  },
  chimney: {
    weight: [10, 18],
    size: [60, 90],
    make: (_r, { brand, model, series, tier }) => {
      const suction = byTier([1200, 1350, 1500], tier);
      return {
        name: `${titled(brand, series)} ${byTier([60, 90], tier)} cm ${suction} m3/hr Auto Clean Kitchen Chimney (Black)`,
        specs: [
          ...common(brand, model, 'Black', '1 Year Comprehensive, 5 Years on Motor'),
          ['Suction Capacity', `${suction} m3/hr`],
          ['Filter', 'Filterless'],
        ],
        highlights: ['Auto clean', 'Touch and gesture control'],
      };
    },
  },
  induction: {
    weight: [2, 3],
    size: [28, 38],
    make: gadget('2000 W Induction Cooktop', () => [['Power', '2000 W']], ['Feather touch buttons'], ['Black']),
  },
  kettle: {
    weight: [0.8, 1.5],
    size: [15, 25],
    make: gadget('1.5 L Electric Kettle', () => [['Capacity', '1.5 L']], ['Auto shut-off'], ['Silver', 'Black', 'White']),
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
      ['Mineral retention'],
      ['White', 'Black'],
    ),
  },
  'air-fryer': {
    weight: [3, 6],
    size: [25, 40],
    make: gadget('4.1 L Air Fryer', () => [['Capacity', '4.1 L']], ['Up to 90% less fat'], ['Black', 'White']),
  },
  ac: {
    weight: [30, 45],
    size: [80, 110],
    make: (r, { brand, model, tier }) => {
      const ton = byTier(['1', '1.5', '1.5', '2'], tier);
      const kind = AC_TYPES[r.int(0, AC_TYPES.length - 1)]!;
      const star = byTier(STARS, tier);
      return {
        name: `${brand} ${ton} Ton ${star} ${kind.type} (${code(model)}, Copper Condenser, White)`,
        specs: [
          ...common(brand, model, 'White', '1 Year Comprehensive, 10 Years on Compressor'),
          ['Capacity', `${ton} Ton`],
          ['Energy Rating', star],
          ['Type', kind.type],
          ['Condenser Coil', 'Copper'],
          ['Refrigerant', 'R32'],
        ],
        highlights: [`${ton} Ton ${kind.type}`, `${star} energy rating`, 'Copper condenser'],
        tags: kind.tags,
        picture: kind.picture,
      };
    },
  },
  'washing-machine': {
    weight: [25, 70],
    size: [55, 90],
    make: (r, { brand, model, tier }) => {
      const kg = byTier([6, 6.5, 7, 8, 9, 10], tier);
      const type = byTier(['Semi Automatic Top Load', 'Fully Automatic Top Load', 'Fully Automatic Front Load'], tier);
      return {
        name: `${brand} ${kg} kg ${byTier(STARS, tier)} ${type} Washing Machine (${code(model)}, Silver)`,
        specs: [
          ...common(brand, model, 'Silver', '2 Years Comprehensive, 10 Years on Motor'),
          ['Capacity', `${kg} kg`],
          ['Type', type],
          ['Max Spin Speed', `${r.pick([700, 1000, 1200, 1400])} RPM`],
        ],
        highlights: [`${kg} kg capacity`, type, 'In-built heater'],
        picture: type.includes('Front') ? 'washing-machine-front' : 'washing-machine',
      };
    },
  },
  cooler: {
    weight: [8, 18],
    size: [40, 120],
    make: (r, { brand, model, series, tier }) => {
      const litres = byTier([35, 50, 70, 90], tier);
      return {
        name: `${titled(brand, series)} ${litres} L Desert Air Cooler (White)`,
        specs: [
          ...common(brand, model, 'White', '1 Year on Product'),
          ['Tank Capacity', `${litres} L`],
          ['Air Throw', `${r.pick([12, 15, 20])} m`],
        ],
        highlights: ['Honeycomb pads', 'Inverter compatible'],
      };
    },
  },
  fan: {
    weight: [3, 6],
    size: [100, 130],
    make: gadget(
      '1200 mm BLDC Ceiling Fan',
      () => [
        ['Sweep', '1200 mm'],
        ['Power', '28 W'],
      ],
      ['BLDC motor', 'Remote control'],
      ['White', 'Brown', 'Silver'],
    ),
  },
  geyser: {
    weight: [8, 18],
    size: [30, 60],
    make: gadget(
      '15 L Storage Water Heater',
      () => [
        ['Capacity', '15 L'],
        ['Power', '2000 W'],
      ],
      ['Glass lined tank'],
      ['White'],
    ),
  },
  vacuum: {
    weight: [2, 6],
    size: [25, 110],
    make: gadget('Vacuum Cleaner', () => [['Power', '1600 W']], ['HEPA filter'], ['Red', 'Grey', 'Purple']),
  },
  'fridge-single': {
    weight: [30, 40],
    size: [55, 130],
    make: appliance(
      'Direct Cool Single Door Refrigerator',
      ['185 L', '190 L', '215 L'],
      [['Type', 'Direct Cool']],
      ['Stabilizer free operation'],
    ),
  },
  'fridge-double': {
    weight: [45, 70],
    size: [60, 175],
    make: appliance(
      'Frost Free Double Door Refrigerator',
      ['236 L', '265 L', '308 L', '340 L'],
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
      ['580 L', '630 L', '650 L'],
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
    make: gadget(
      'Portable Bluetooth Speaker',
      (r) => [
        ['Output Power', `${r.pick([10, 20, 40, 60])} W`],
        ['Playback Time', `${r.pick([10, 12, 20, 24])} hours`],
      ],
      ['Bluetooth 5.3', 'IPX7 water resistant'],
    ),
  },
  headphone: {
    weight: [0.15, 0.35],
    size: [15, 25],
    make: gadget('Wireless Over-Ear Headphones', () => [['Noise Cancellation', 'Active']], [
      'Active noise cancellation',
      '30 hours playback',
    ]),
  },
  earbuds: {
    weight: [0.04, 0.07],
    size: [5, 8],
    make: gadget(
      'True Wireless Earbuds',
      () => [['Playback Time', '30 hours with case']],
      ['ENC for calls', 'Low latency mode'],
      ['Black', 'White', 'Blue'],
    ),
  },
  soundbar: {
    weight: [2, 10],
    size: [60, 120],
    make: gadget(
      'Soundbar with Subwoofer',
      (_r, t) => [['Output Power', `${byTier([120, 300, 500], t)} W`]],
      ['Wireless subwoofer', 'HDMI eARC'],
      ['Black'],
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
      ['Black'],
    ),
  },
  mirrorless: {
    weight: [0.4, 0.8],
    size: [11, 14],
    make: gadget('Mirrorless Camera Body', () => [['Video', '4K']], ['4K video', 'Eye autofocus'], ['Black', 'Silver']),
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
      ['Black'],
    ),
  },
  'camera-accessory': {
    weight: [0.01, 0.5],
    size: [3, 12],
    make: (r, context) => ({
      ...gadget('', () => [['Compatible With', 'DSLR and mirrorless cameras']], ['Travel friendly'], ['Black'])(r, context),
      picture: context.series.includes('Card') ? 'memory-card' : 'camera-lens',
    }),
  },
  smartwatch: {
    weight: [0.03, 0.06],
    size: [4, 5],
    make: gadget(
      'Smart Watch',
      () => [['Display', 'AMOLED']],
      ['Heart rate and SpO2', 'Bluetooth calling'],
      ['Black', 'Silver', 'Blue', 'Pink'],
    ),
  },
  trimmer: {
    weight: [0.1, 0.3],
    size: [15, 20],
    make: gadget('Beard Trimmer', () => [['Run Time', '90 minutes']], ['Skin friendly blades'], ['Black', 'Blue']),
  },
  'hair-dryer': {
    weight: [0.3, 0.8],
    size: [20, 30],
    make: gadget('Hair Dryer', () => [['Power', '1600 W']], ['Cool shot', 'Ionic care'], ['Black', 'Pink', 'Purple']),
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
