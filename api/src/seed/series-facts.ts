// What a series fixes whatever the variant: an XPS 13 has a 13.4 inch screen, a MacBook Air M3 an
// Apple M3, an iPhone 16 comes in its five colours and titanium only on the Pro. The generator takes
// these facts for names and specifications alike, so neither contradicts the series' own name.

export interface LaptopVariant {
  cpu: string;
  ram: number;
  ssd: number;
}

export interface SeriesFacts {
  /** Screen diagonal in inches, as written ('13.4'). */
  screen?: string;
  chip?: string;
  battery?: number;
  /** Storage options in GB, cheapest first. */
  storage?: number[];
  /** TV screen sizes in inches the series is made in. */
  sizes?: number[];
  laptops?: LaptopVariant[];
  /** A fixed capacity ('7.3 L'). */
  capacity?: string;
  colours?: string[];
}

const APPLE_AIR: LaptopVariant[] = [
  { cpu: 'Apple M3', ram: 16, ssd: 256 },
  { cpu: 'Apple M3', ram: 16, ssd: 512 },
  { cpu: 'Apple M3', ram: 24, ssd: 512 },
];
const APPLE_PRO: LaptopVariant[] = [
  { cpu: 'Apple M4', ram: 16, ssd: 512 },
  { cpu: 'Apple M4', ram: 16, ssd: 1024 },
  { cpu: 'Apple M4 Pro', ram: 24, ssd: 512 },
];
const PREMIUM_INTEL: LaptopVariant[] = [
  { cpu: 'Intel Core Ultra 5 125H', ram: 16, ssd: 512 },
  { cpu: 'Intel Core Ultra 7 155H', ram: 16, ssd: 1024 },
  { cpu: 'Intel Core Ultra 7 155H', ram: 32, ssd: 1024 },
];
const GAMING: LaptopVariant[] = [
  { cpu: 'AMD Ryzen 7 7840HS', ram: 16, ssd: 512 },
  { cpu: 'Intel Core i7 14th Gen', ram: 16, ssd: 1024 },
  { cpu: 'Intel Core i9 14th Gen', ram: 32, ssd: 1024 },
];

const FACTS: Record<string, SeriesFacts> = {
  'iPhone 15': { screen: '6.1', battery: 3349, colours: ['Black', 'Blue', 'Green', 'Yellow', 'Pink'] },
  'iPhone 16': { screen: '6.1', battery: 3561, colours: ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'] },
  'iPhone 16 Pro': {
    screen: '6.3',
    battery: 3582,
    storage: [128, 256, 512, 1024],
    colours: ['Black Titanium', 'White Titanium', 'Natural Titanium', 'Desert Titanium'],
  },
  'Galaxy S24 FE': { screen: '6.7', colours: ['Blue', 'Graphite', 'Mint', 'Yellow'] },
  'Galaxy A55': { colours: ['Awesome Navy', 'Awesome Iceblue', 'Awesome Lilac'] },
  'Galaxy A35': { colours: ['Awesome Navy', 'Awesome Iceblue', 'Awesome Lilac'] },
  'iPad 10th Gen': {
    screen: '10.9',
    chip: 'Apple A14 Bionic',
    storage: [64, 256],
    colours: ['Blue', 'Pink', 'Yellow', 'Silver'],
  },
  'iPad Air M2': {
    screen: '11',
    chip: 'Apple M2',
    storage: [128, 256, 512],
    colours: ['Space Grey', 'Starlight', 'Purple', 'Blue'],
  },
  'Galaxy Tab A9+': { screen: '11' },
  'Galaxy Tab S9 FE': { screen: '10.9' },
  'Tab M11': { screen: '11' },
  'Tab P12': { screen: '12.7' },
  'Pad 6': { screen: '11' },
  'Redmi Pad SE': { screen: '11' },
  'Pad Go': { screen: '11.35' },
  'Pad 2': { screen: '12.1' },
  'Pavilion 15': { screen: '15.6' },
  'Victus 15': { screen: '15.6', laptops: GAMING },
  '15s': { screen: '15.6' },
  'Envy x360': { screen: '14', laptops: PREMIUM_INTEL },
  'Inspiron 15': { screen: '15.6' },
  'Vostro 14': { screen: '14' },
  'XPS 13': { screen: '13.4', laptops: PREMIUM_INTEL, colours: ['Platinum', 'Graphite'] },
  'IdeaPad Slim 3': { screen: '15.6' },
  'ThinkPad E14': { screen: '14', colours: ['Black'] },
  'Legion 5': { screen: '16', laptops: GAMING, colours: ['Grey'] },
  'Vivobook 15': { screen: '15.6' },
  'Zenbook 14 OLED': { screen: '14', laptops: PREMIUM_INTEL },
  'ROG Strix G16': { screen: '16', laptops: GAMING, colours: ['Grey'] },
  'Aspire 7': { screen: '15.6' },
  'Nitro V': { screen: '15.6', laptops: GAMING, colours: ['Black'] },
  'Swift Go 14': { screen: '14', laptops: PREMIUM_INTEL },
  'MacBook Air M3': { screen: '13.6', laptops: APPLE_AIR, colours: ['Midnight', 'Starlight', 'Silver', 'Space Grey'] },
  'MacBook Pro 14 M4': { screen: '14.2', laptops: APPLE_PRO, colours: ['Space Black', 'Silver'] },
  'Galaxy Book4': { screen: '15.6' },
  'Galaxy Book4 Pro': { screen: '14', laptops: PREMIUM_INTEL, colours: ['Moonstone Grey'] },
  'All-in-One 24': { screen: '23.8' },
  'Pavilion All-in-One 27': { screen: '27' },
  'Inspiron 24 All-in-One': { screen: '23.8' },
  'OptiPlex All-in-One': { screen: '23.8' },
  'IdeaCentre AIO 3': { screen: '23.8' },
  'IdeaCentre AIO 5i': { screen: '27' },
  'iMac 24 M4': { screen: '24', chip: 'Apple M4', colours: ['Blue', 'Green', 'Pink', 'Silver', 'Yellow', 'Orange', 'Purple'] },
  'AiO A3402': { screen: '23.8' },
  'Zen AiO 24': { screen: '23.8' },
  'UltraGear 27GN': { screen: '27' },
  'UltraFine 27UP': { screen: '27' },
  'Smart Monitor 24MP': { screen: '24' },
  S2421HN: { screen: '24' },
  G2724D: { screen: '27' },
  'UltraSharp U2723QE': { screen: '27' },
  M24f: { screen: '24' },
  'Omen 27': { screen: '27' },
  'Nitro VG240Y': { screen: '24' },
  EK220Q: { screen: '21.5' },
  'TUF Gaming VG249Q': { screen: '24' },
  'ProArt PA278QV': { screen: '27' },
  'Odyssey G5': { screen: '27' },
  'ViewFinity S8': { screen: '27' },
  'Neo QLED QN85D': { sizes: [55, 65, 75] },
  'OLED evo C4': { sizes: [55, 65, 77] },
  'Bravia 7': { sizes: [55, 65, 75] },
  'Bravia 2': { sizes: [43, 50, 55, 65] },
  'C655 QLED': { sizes: [43, 50, 55, 65] },
  'Xbox Series S': { storage: [512], colours: ['White'] },
  'Xbox Series X': { colours: ['Black'] },
  'PlayStation 5 Slim': { colours: ['White'] },
  'PlayStation 5 Digital Edition': { colours: ['White'] },
  'Essential HD9252': { capacity: '4.1 L' },
  'Airfryer XXL': { capacity: '7.3 L' },
  'PAF 6.0': { capacity: '6 L' },
  'Prolife Digi': { capacity: '5 L' },
  'Air Fryer 4L': { capacity: '4 L' },
  'DMH 90': { capacity: '90 L' },
  'AirPods 4': { colours: ['White'] },
  'AirPods Pro 2': { colours: ['White'] },
  'AirPods Max': { colours: ['Midnight', 'Starlight', 'Blue', 'Purple', 'Orange'] },
  'WH-1000XM5': { colours: ['Black', 'Silver', 'Midnight Blue'] },
  'Watch SE': { colours: ['Midnight', 'Starlight', 'Silver'] },
  'Watch Series 10': { colours: ['Jet Black', 'Rose Gold', 'Silver'] },
  'Watch Ultra 2': { colours: ['Natural Titanium', 'Black Titanium'] },
  'Galaxy Watch Ultra': { colours: ['Titanium Silver', 'Titanium Grey'] },
  'HERO12 Black': { colours: ['Black'] },
  'HERO13 Black': { colours: ['Black'] },
  'V12 Detect Slim': { colours: ['Yellow', 'Nickel'] },
  'V15 Detect': { colours: ['Yellow', 'Nickel'] },
  'Supersonic HD08': { colours: ['Fuchsia', 'Nickel'] },
  'Supersonic Nural': { colours: ['Fuchsia', 'Nickel'] },
};

/** Colours by kind of product, then by brand where a brand makes its own (Apple's chargers are white). */
const PALETTES: Record<string, string[]> = {
  phone: ['Black', 'Blue', 'Green', 'Silver', 'Purple'],
  tablet: ['Grey', 'Silver', 'Blue'],
  laptop: ['Silver', 'Grey', 'Black'],
  desktop: ['Black', 'White', 'Silver'],
  monitor: ['Black'],
  accessory: ['Black', 'White', 'Blue'],
  charger: ['White', 'Black'],
  printer: ['Black', 'White'],
  keyboard: ['Black', 'Grey'],
  storage: ['Black', 'Grey', 'Blue'],
  router: ['Black', 'White'],
  tv: ['Black'],
  'audio-dark': ['Black'],
  projector: ['White', 'Black'],
  console: ['White', 'Black'],
  microwave: ['Black', 'Silver'],
  kitchen: ['White', 'Grey', 'Blue', 'Red'],
  'kitchen-dark': ['Black', 'White'],
  chimney: ['Black', 'Steel'],
  cooktop: ['Black'],
  kettle: ['Silver', 'Black', 'White'],
  purifier: ['White', 'Black', 'Blue'],
  ac: ['White'],
  washer: ['White', 'Silver', 'Grey', 'Black'],
  cooler: ['White', 'Brown', 'Grey'],
  fan: ['White', 'Brown', 'Silver', 'Black'],
  geyser: ['White', 'Ivory'],
  vacuum: ['Red', 'Grey', 'Purple'],
  speaker: ['Black', 'Blue', 'Red', 'Green', 'Grey'],
  headphone: ['Black', 'White', 'Blue', 'Silver'],
  earbuds: ['Black', 'White', 'Blue'],
  camera: ['Black'],
  mirrorless: ['Black', 'Silver'],
  watch: ['Black', 'Silver', 'Blue', 'Pink'],
  groom: ['Black', 'Blue', 'Grey', 'Pink'],
};

const BRAND_PALETTES: Record<string, string[]> = {
  'Apple charger': ['White'],
  'Apple phone': ['Black'],
  'Apple laptop': ['Silver'],
  'Samsung tv': ['Black'],
};

export const factsOf = (series: string): SeriesFacts => FACTS[series] ?? {};

export function coloursOf(series: string, brand: string, palette: string): string[] {
  const colours = FACTS[series]?.colours ?? BRAND_PALETTES[`${brand} ${palette}`] ?? PALETTES[palette];
  if (!colours) throw new Error(`No colours for ${palette}`);
  return colours;
}

/** One item of a list for a key, always the same for that key: a series' fixed refresh rate. */
export function stable<T>(key: string, items: readonly T[]): T {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}
