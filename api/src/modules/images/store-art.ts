// Generated pictures for the home page's fixed content: category tiles with a drawn icon, brand
// wordmarks, the best-seller squares, the No Cost EMI strip and the three promo banners. Drawn
// from the path alone, sized to the boxes the catalog pages reserve for them (no layout shift).
import { brandName } from './brand-names.js';
import { escapeXml, hue, svg, text, titleCase as plainTitle } from './svg-kit.js';

const ACRONYMS = new Set(['tv', 'lg', 'hp', 'ac', 'ifb', 'jbl', 'led', 'tcl', 'usb']);

// 'lg-tv' reads 'LG TV', 'mobile-and-tab' reads 'Mobile & Tab'.
const titleCase = (slug: string) =>
  plainTitle(
    slug
      .split('-')
      .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word === 'and' ? '&' : word))
      .join('-'),
  );

type Icon = (stroke: string) => string;

const line = (d: string, stroke: string, width = 6) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

// Icons are drawn in a 120 x 120 box, centred at (60, 60).
const ICONS: Record<string, Icon> = {
  phone: (s) =>
    `<rect x="38" y="12" width="44" height="96" rx="9" fill="none" stroke="${s}" stroke-width="6"/>${line('M53 96h14', s)}`,
  tablet: (s) =>
    `<rect x="22" y="14" width="76" height="92" rx="9" fill="none" stroke="${s}" stroke-width="6"/>${line('M54 94h12', s)}`,
  screen: (s) =>
    `<rect x="10" y="20" width="100" height="64" rx="6" fill="none" stroke="${s}" stroke-width="6"/>${line('M60 84v14M38 100h44', s)}`,
  laptop: (s) =>
    `<rect x="22" y="24" width="76" height="52" rx="5" fill="none" stroke="${s}" stroke-width="6"/>${line('M8 92h104l-8-12H16z', s)}`,
  ac: (s) =>
    `<rect x="8" y="26" width="104" height="40" rx="10" fill="none" stroke="${s}" stroke-width="6"/>${line('M22 54h76M30 80c0 10 8 12 8 22M60 80c0 10 8 12 8 22M90 80c0 10-8 12-8 22', s)}`,
  cooler: (s) =>
    `<rect x="28" y="10" width="64" height="96" rx="10" fill="none" stroke="${s}" stroke-width="6"/>${line('M40 28h40M40 40h40M40 52h40M40 64h40', s, 4)}<circle cx="60" cy="86" r="8" fill="${s}"/>`,
  fridge: (s) =>
    `<rect x="30" y="8" width="60" height="104" rx="8" fill="none" stroke="${s}" stroke-width="6"/>${line('M30 46h60M42 22v12M42 60v18', s)}`,
  washer: (s) =>
    `<rect x="20" y="10" width="80" height="100" rx="8" fill="none" stroke="${s}" stroke-width="6"/><circle cx="60" cy="66" r="26" fill="none" stroke="${s}" stroke-width="6"/>${line('M32 26h20', s)}<circle cx="84" cy="26" r="4" fill="${s}"/>`,
  microwave: (s) =>
    `<rect x="8" y="24" width="104" height="72" rx="8" fill="none" stroke="${s}" stroke-width="6"/><rect x="20" y="36" width="60" height="48" rx="4" fill="none" stroke="${s}" stroke-width="5"/>${line('M94 40v6M94 58v6M94 76v6', s)}`,
  camera: (s) =>
    `<rect x="8" y="32" width="104" height="70" rx="10" fill="none" stroke="${s}" stroke-width="6"/>${line('M38 32l8-14h28l8 14', s)}<circle cx="60" cy="66" r="20" fill="none" stroke="${s}" stroke-width="6"/>`,
  speaker: (s) =>
    `<rect x="30" y="8" width="60" height="104" rx="12" fill="none" stroke="${s}" stroke-width="6"/><circle cx="60" cy="76" r="18" fill="none" stroke="${s}" stroke-width="6"/><circle cx="60" cy="32" r="8" fill="${s}"/>`,
  soundbar: (s) =>
    `<rect x="4" y="46" width="112" height="30" rx="12" fill="none" stroke="${s}" stroke-width="6"/>${line('M22 61h4M40 61h4M58 61h4M76 61h4M94 61h4', s)}`,
  theatre: (s) =>
    `<rect x="6" y="22" width="24" height="78" rx="6" fill="none" stroke="${s}" stroke-width="5"/><rect x="90" y="22" width="24" height="78" rx="6" fill="none" stroke="${s}" stroke-width="5"/><rect x="38" y="30" width="44" height="34" rx="4" fill="none" stroke="${s}" stroke-width="5"/>${line('M38 84h44', s)}`,
  mixer: (s) =>
    `${line('M34 14h52l-8 56H42z', s)}<rect x="30" y="74" width="60" height="34" rx="8" fill="none" stroke="${s}" stroke-width="6"/><circle cx="60" cy="91" r="6" fill="${s}"/>`,
  chimney: (s) => `${line('M46 8h28v40l34 34H12l34-34z', s)}${line('M12 96h96', s)}`,
  cooktop: (s) =>
    `<rect x="8" y="34" width="104" height="60" rx="10" fill="none" stroke="${s}" stroke-width="6"/><circle cx="60" cy="64" r="18" fill="none" stroke="${s}" stroke-width="5"/><circle cx="60" cy="64" r="6" fill="${s}"/>`,
  watch: (s) =>
    `<rect x="32" y="30" width="56" height="60" rx="14" fill="none" stroke="${s}" stroke-width="6"/>${line('M44 30l4-22h24l4 22M44 90l4 22h24l4-22M60 46v14l10 8', s)}`,
  headphones: (s) =>
    `${line('M18 78V60a42 42 0 0 1 84 0v18', s)}<rect x="12" y="70" width="22" height="38" rx="8" fill="${s}"/><rect x="86" y="70" width="22" height="38" rx="8" fill="${s}"/>`,
  trimmer: (s) =>
    `<rect x="40" y="26" width="40" height="88" rx="16" fill="none" stroke="${s}" stroke-width="6"/>${line('M40 14h40M46 14v12M60 14v12M74 14v12', s, 5)}<circle cx="60" cy="60" r="6" fill="${s}"/>`,
  dryer: (s) =>
    `${line('M16 40a26 26 0 0 1 26-26h52v52H42a26 26 0 0 1-26-26zM62 66l-10 44h20l6-44', s)}<circle cx="42" cy="40" r="10" fill="none" stroke="${s}" stroke-width="5"/>`,
  game: (s) =>
    `${line('M30 40h60a20 20 0 0 1 20 20l4 30a10 10 0 0 1-18 6L82 80H38L24 96a10 10 0 0 1-18-6l4-30a20 20 0 0 1 20-20zM36 54v18M27 63h18', s)}<circle cx="82" cy="58" r="4" fill="${s}"/><circle cx="92" cy="68" r="4" fill="${s}"/>`,
  box: (s) => `${line('M60 10l46 24v52l-46 24-46-24V34zM14 34l46 24 46-24M60 58v52', s)}`,
};

const CATEGORY_ICONS: Array<[RegExp, string]> = [
  [/headphone|earbud/, 'headphones'],
  [/tab/, 'tablet'],
  [/mobile|phone/, 'phone'],
  [/laptop|computer/, 'laptop'],
  [/tv|television|monitor|entertain/, 'screen'],
  [/air-condition|^ac$|-ac$/, 'ac'],
  [/cooler/, 'cooler'],
  [/refrigerator|fridge/, 'fridge'],
  [/washing/, 'washer'],
  [/microwave|oven/, 'microwave'],
  [/camera/, 'camera'],
  [/soundbar/, 'soundbar'],
  [/theatre|theater/, 'theatre'],
  [/speaker|audio/, 'speaker'],
  [/mixer|grinder/, 'mixer'],
  [/chimney/, 'chimney'],
  [/induction|cooktop/, 'cooktop'],
  [/watch/, 'watch'],
  [/trimmer/, 'trimmer'],
  [/dryer/, 'dryer'],
  [/game|gaming/, 'game'],
];

const iconFor = (slug: string): Icon => ICONS[CATEGORY_ICONS.find(([pattern]) => pattern.test(slug))?.[1] ?? 'box']!;

const place = (icon: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${icon}</g>`;

/**
 * Category tile, 300 x 300: a soft tinted square with a round badge and the icon, all inside the
 * middle that survives both ways the home page crops it (a circle, and a 4:3 box); the pages print
 * the category's name under the picture, so the picture carries it only as its accessible name.
 */
export function categoryImage(slug: string): string {
  const h = hue(slug);
  const ink = `hsl(${h} 65% 32%)`;
  return svg(
    300,
    300,
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 80% 95%)"/><stop offset="1" stop-color="hsl(${(h + 30) % 360} 70% 86%)"/></linearGradient></defs>` +
      `<rect width="300" height="300" fill="url(#c)"/><circle cx="150" cy="150" r="100" fill="#fff" opacity=".9"/>` +
      place(iconFor(slug)(ink), 75, 75, 1.25),
    titleCase(slug),
  );
}

/**
 * Brand colours as the brands print their names: a wordmark in its own ink, or white on its own
 * ground where the brand's colour is too light or bold to be read as letters on white.
 */
const BRAND_INKS: Record<string, { ink: string; ground?: string }> = {
  apple: { ink: '#1d1d1f' },
  vivo: { ink: '#415fff' },
  samsung: { ink: '#fff', ground: '#1428a0' },
  hp: { ink: '#0096d6' },
  bosch: { ink: '#e20015' },
  lg: { ink: '#a50034' },
  sony: { ink: '#000' },
  daikin: { ink: '#0097e0' },
  hitachi: { ink: '#e60027' },
  haier: { ink: '#005aab' },
  carrier: { ink: '#1a2a6c' },
  godrej: { ink: '#7b2c83' },
  whirlpool: { ink: '#1d1d1f' },
  ifb: { ink: '#e31e24' },
  oppo: { ink: '#1ba784' },
  xiaomi: { ink: '#fff', ground: '#ff6900' },
  oneplus: { ink: '#eb0029' },
  realme: { ink: '#1d1d1f', ground: '#ffc915' },
  dell: { ink: '#007db8' },
  lenovo: { ink: '#fff', ground: '#e2231a' },
  asus: { ink: '#00539b' },
  panasonic: { ink: '#0041c0' },
  voltas: { ink: '#005baa' },
  'blue-star': { ink: '#0054a6' },
  philips: { ink: '#0b5ed7' },
  bajaj: { ink: '#005baa' },
  prestige: { ink: '#d71920' },
  canon: { ink: '#cc0000' },
  jbl: { ink: '#fff', ground: '#ff3300' },
  boat: { ink: '#e3232c' },
};

/** Brand wordmark, 320 x 160 (the brand strip's 2:1 boxes). */
export function brandImage(slug: string): string {
  const name = brandName(slug);
  const { ink, ground } = BRAND_INKS[slug] ?? { ink: `hsl(${hue(slug)} 55% 28%)` };
  const size = Math.max(26, Math.min(58, Math.floor(560 / Math.max(name.length, 1))));
  const plate = ground ? `<rect x="40" y="38" width="240" height="84" rx="10" fill="${ground}"/>` : '';
  return svg(
    320,
    160,
    `<rect width="320" height="160" rx="16" fill="#fff"/><rect x="1.5" y="1.5" width="317" height="157" rx="15" fill="none" stroke="#e3e6ea" stroke-width="3"/>` +
      plate +
      text(160, 80 + size * 0.36, ground ? Math.min(size, 44) : size, name, `font-weight="800" fill="${ink}"`),
    name,
  );
}

const gradient = (id: string, h: number, light: [number, number]) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 75% ${light[0]}%)"/><stop offset="1" stop-color="hsl(${(h + 45) % 360} 75% ${light[1]}%)"/></linearGradient></defs>`;

/** Best-seller square, 600 x 600: the term, a 'BEST SELLER' ribbon and the category's icon. */
export function bestSellerImage(termSlug: string): string {
  const h = hue(termSlug);
  const [brand, ...rest] = termSlug.split('-');
  const product = titleCase(rest.join('-') || termSlug);
  return svg(
    600,
    600,
    gradient('b', h, [38, 52]) +
      `<rect width="600" height="600" fill="url(#b)"/><circle cx="470" cy="130" r="190" fill="#fff" opacity=".08"/>` +
      `<rect x="0" y="44" width="260" height="58" fill="#ffd23f"/>` +
      text(130, 83, 28, 'BEST SELLER', 'font-weight="800" fill="#1d1d1f"') +
      `<circle cx="300" cy="270" r="120" fill="#fff" opacity=".95"/>` +
      place(iconFor(rest.join('-') || termSlug)(`hsl(${h} 65% 32%)`), 210, 180, 1.5) +
      text(300, 470, 58, brandName(brand ?? ''), 'font-weight="800" fill="#fff"') +
      text(300, 525, 34, product, 'fill="#fff"'),
    `Best seller: ${titleCase(termSlug)}`,
  );
}

/** No Cost EMI strip, 1600 x 260. */
export function emiBanner(): string {
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<g transform="translate(${1090 + i * 120} ${60 + i * 18}) rotate(${-8 + i * 8})"><rect width="220" height="138" rx="16" fill="hsl(${200 + i * 50} 70% ${45 + i * 8}%)"/><rect x="20" y="30" width="40" height="30" rx="6" fill="#ffd23f"/><rect x="20" y="96" width="150" height="10" rx="5" fill="#fff" opacity=".7"/></g>`,
    )
    .join('');
  return svg(
    1600,
    260,
    gradient('e', 225, [30, 42]) +
      `<rect width="1600" height="260" fill="url(#e)"/>${cards}` +
      `<text x="90" y="118" font-family="Arial, Helvetica, sans-serif" font-size="76" font-weight="800" fill="#fff">No Cost EMI</text>` +
      `<text x="92" y="176" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#fff">on credit and debit cards · ${escapeXml('3, 6, 9 & 12 months')}</text>`,
    'No Cost EMI Offer on credit and debit cards',
  );
}

const PROMOS: Record<string, { title: string; line: string; icon: string; hue: number }> = {
  mobile: { title: 'Latest Smartphones', line: 'New launches every week', icon: 'phone', hue: 265 },
  tv: { title: 'Smart TVs', line: 'For every room', icon: 'screen', hue: 200 },
  laptop: { title: 'Laptops', line: 'For work and study', icon: 'laptop', hue: 15 },
};

export const PROMO_NAMES = Object.keys(PROMOS);

/** Promo banner, 1040 x 520 (the promo row's 2:1 boxes). */
export function promoBanner(name: string): string {
  const promo = PROMOS[name]!;
  return svg(
    1040,
    520,
    gradient('p', promo.hue, [30, 48]) +
      `<rect width="1040" height="520" fill="url(#p)"/><circle cx="780" cy="260" r="210" fill="#fff" opacity=".12"/>` +
      place(ICONS[promo.icon]!('#fff'), 640, 120, 2.4) +
      `<text x="70" y="230" font-family="Arial, Helvetica, sans-serif" font-size="58" font-weight="800" fill="#fff">${escapeXml(promo.title)}</text>` +
      `<text x="72" y="290" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#fff">${escapeXml(promo.line)}</text>` +
      `<rect x="70" y="340" width="220" height="64" rx="32" fill="#ffd23f"/>` +
      text(180, 382, 28, 'Shop now', 'font-weight="700" fill="#1d1d1f"'),
    promo.title,
  );
}
