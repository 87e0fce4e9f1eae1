// One drawing per kind of product, in a 600 x 600 box with the product inside y 30..450, bold and
// filled so the kind reads at 48 px (search dropdown) as well as at 600 px (product page). Each is
// painted in the product's own colour (colour-paint.ts) and drawn to its own form: a 75 inch TV
// fills the frame a 32 inch one does not, a side-by-side has its doors, a mixer its jars.
// `detail` is the point the third, close-up view zooms into.
import type { Paint } from './colour-paint.js';

/** What the image path says of the product's form: '55-inch', '1-5-ton', '580-l-3-doors', '4-jars'. */
export interface Form {
  /** The form's leading measure ('1-5-ton' is 1.5), or undefined for 'standard'. */
  size: number | undefined;
  doors: number | undefined;
  slug: string;
}

export function formOf(slug: string): Form {
  const measure = /^(\d+)(?:-(\d+))?-[a-z]/.exec(slug);
  const doors = /(\d+)-doors/.exec(slug);
  return {
    size: measure ? Number(`${measure[1]}${measure[2] ? `.${measure[2]}` : ''}`) : undefined,
    doors: doors ? Number(doors[1]) : undefined,
    slug,
  };
}

export interface Drawing {
  draw(paint: Paint, form: Form): string;
  detail: [number, number];
}

/**
 * The few coloured details every product of a kind has whatever its colour: indicator lights,
 * printer inks, hot and cold taps, a display's digits, water. Nothing else in a drawing may carry a
 * colour but the product's own (product-pictures.test.ts holds it).
 */
export const SIGNALS = {
  led: '#4fd26b',
  red: '#e2483d',
  blue: '#3f86e0',
  amber: '#f0b429',
  cyan: '#19b5c8',
  magenta: '#c0359a',
  gold: '#d9b54a',
  water: '#8ecaf0',
  digits: '#66ccff',
  hob: '#e0583a',
} as const;

const DARK = '#22262c';
const LIGHT = '#f3f5f7';
const EDGE = '#aab4be';
const STEEL = '#c4ccd3';
const GLASS = 'url(#glass)';

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const edged = (x: number, y: number, w: number, h: number, rx: number, fill: string, edge: string) =>
  rect(x, y, w, h, rx, fill, `stroke="${edge}" stroke-width="5"`);
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const repeat = (count: number, item: (i: number) => string) => Array.from({ length: count }, (_, i) => item(i)).join('');

/** The drawing grown or shrunk about the middle of the floor (300, 450): bigger products look bigger. */
const sized = (scale: number, body: string) =>
  scale === 1 ? body : `<g transform="translate(300 450) scale(${scale.toFixed(3)}) translate(-300 -450)">${body}</g>`;
/** Where a size lies between the smallest and largest of its kind, as a scale from `low` to 1. */
const between = (size: number | undefined, [small, large]: [number, number], low: number) =>
  size === undefined ? 1 : low + ((1 - low) * (Math.min(large, Math.max(small, size)) - small)) / (large - small);

const screen = (x: number, y: number, w: number, h: number, rx: number, bezel: number, frame = DARK) =>
  rect(x, y, w, h, rx, frame) + rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, Math.max(2, rx - bezel), GLASS);

const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#111') +
  circle(cx, cy, r * 0.78, '#333', `stroke="#555" stroke-width="4"`) +
  circle(cx, cy, r * 0.5, GLASS) +
  circle(cx - r * 0.2, cy - r * 0.2, r * 0.12, '#fff', 'opacity=".7"');

/** A refrigerator of one, two (freezer on top), or side-by-side doors with two, three or four doors. */
function fridge(x: number, w: number, doors: 'single' | 'double' | number, { body, shade, trim }: Paint) {
  const handle = (hx: number, hy: number, h: number) => rect(hx, hy, 14, h, 7, trim, 'opacity=".85"');
  const feet = rect(x + 20, 450, 30, 10, 3, DARK) + rect(x + w - 50, 450, 30, 10, 3, DARK);
  const cabinet = edged(x, 30, w, 420, 22, body, shade);
  if (doors === 'single') return cabinet + stroke(`M${x} 110h${w}`, shade, 3) + handle(x + w - 40, 90, 120) + feet;
  if (doors === 'double')
    return cabinet + stroke(`M${x} 170h${w}`, shade, 5) + handle(x + w - 40, 70, 70) + handle(x + w - 40, 200, 140) + feet;
  const middle = x + w / 2;
  const pair =
    stroke(`M${middle} 30v${doors >= 4 ? 230 : 420}`, shade, 5) + handle(middle - 34, 120, 110) + handle(middle + 20, 120, 110);
  // A third door is a convertible drawer across the bottom; a fourth splits it in two.
  const lower = doors >= 3 ? stroke(`M${x} 300h${w}`, shade, 5) + rect(middle - 60, 318, 120, 12, 6, trim, 'opacity=".85"') : '';
  const split = doors >= 4 ? stroke(`M${middle} 300v150`, shade, 5) : '';
  const dispenser = rect(x + 40, 110, 90, 110, 10, DARK);
  return cabinet + pair + lower + split + dispenser + feet;
}

export const DRAWINGS: Record<string, Drawing> = {
  // The phone seen from behind, in its colour, and from the front: its screen is black whatever its colour.
  smartphone: {
    detail: [210, 120],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [6.1, 6.8], 0.9),
        rect(120, 45, 180, 395, 32, body, `stroke="${shade}" stroke-width="4"`) +
          rect(140, 65, 80, 110, 22, shade) +
          lens(165, 95, 20) +
          lens(165, 148, 20) +
          circle(200, 122, 7, '#111') +
          screen(300, 45, 180, 395, 32, 10, shade) +
          circle(390, 70, 6, '#000'),
      ),
  },
  tablet: {
    detail: [300, 200],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [10.9, 12.7], 0.85),
        rect(52, 82, 496, 346, 34, body, `stroke="${shade}" stroke-width="4"`) +
          screen(66, 96, 468, 318, 24, 16, '#15171a') +
          circle(83, 255, 4, '#000'),
      ),
  },
  'power-bank': {
    detail: [300, 300],
    draw: ({ body, shade, trim }, { size }) =>
      rect(170, 80, 260, 340, 44, body, `stroke="${shade}" stroke-width="5"`) +
      // A 20000 mAh bank is twice as thick: its side shows.
      ((size ?? 10000) > 15000 ? rect(430, 96, 40, 308, 18, shade) : '') +
      path('M312 150l-62 110h46l-18 90 72-120h-48z', trim) +
      repeat(4, (i) => circle(246 + i * 36, 395, 8, i < 3 ? SIGNALS.led : trim, 'opacity=".9"')) +
      rect(260, 66, 80, 18, 6, DARK),
  },
  charger: {
    detail: [300, 100],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [20, 65], 0.8),
        rect(250, 60, 22, 70, 5, STEEL) +
          rect(328, 60, 22, 70, 5, STEEL) +
          edged(200, 120, 200, 200, 34, body, shade) +
          rect(280, 270, 40, 14, 7, DARK) +
          stroke('M300 320c0 70 -120 40 -120 110', body, 18) +
          stroke('M300 320c0 70 -120 40 -120 110', shade, 4) +
          rect(160, 420, 40, 30, 8, STEEL),
      ),
  },
  laptop: {
    detail: [300, 360],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [13, 16], 0.82),
        rect(112, 62, 376, 266, 18, body) +
          screen(120, 70, 360, 250, 16, 14) +
          path('M60 330h480l-34 52H94z', body, `stroke="${shade}" stroke-width="4"`) +
          rect(250, 350, 100, 18, 6, shade),
      ),
  },
  desktop: {
    detail: [300, 330],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [21.5, 27], 0.86),
        screen(80, 40, 440, 260, 14, 14) +
          rect(80, 290, 440, 50, 12, body, `stroke="${shade}" stroke-width="3"`) +
          path('M270 340h60l20 60h-100z', body) +
          rect(200, 396, 200, 14, 7, shade) +
          rect(150, 424, 300, 22, 8, body, `stroke="${shade}" stroke-width="3"`),
      ),
  },
  monitor: {
    detail: [300, 400],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [21.5, 27], 0.84),
        screen(90, 60, 420, 260, 10, 8, body) + rect(286, 320, 28, 80, 6, body) + path('M220 420h160l-20-24h-120z', shade),
      ),
  },
  tv: {
    detail: [300, 395],
    draw: ({ body }, { size }) =>
      sized(
        between(size, [32, 77], 0.58),
        screen(30, 80, 540, 310, 8, 8, body) +
          path('M90 390l-20 50h26l20-50zM510 390l20 50h-26l-20-50z', body) +
          rect(285, 390, 30, 6, 3, '#444'),
      ),
  },
  printer: {
    detail: [470, 250],
    draw: ({ body, shade, trim }) =>
      path('M190 160l30-110h200l-10 110z', LIGHT, `stroke="${EDGE}" stroke-width="4"`) +
      edged(80, 150, 440, 200, 24, body, shade) +
      rect(150, 250, 220, 16, 8, DARK) +
      path('M160 262h200l20 80H140z', '#fff', `stroke="${EDGE}" stroke-width="3"`) +
      repeat(4, (i) => rect(410 + i * 22, 210, 16, 70, 5, [SIGNALS.cyan, SIGNALS.magenta, SIGNALS.amber, '#222'][i]!)) +
      circle(470, 180, 10, trim),
  },
  keyboard: {
    detail: [520, 290],
    draw: ({ body, shade }) =>
      rect(30, 220, 420, 160, 18, body, `stroke="${shade}" stroke-width="4"`) +
      repeat(4, (r) => repeat(11, (c) => rect(46 + c * 36, 236 + r * 34, 30, 28, 5, shade))) +
      `<ellipse cx="525" cy="300" rx="48" ry="76" fill="${body}" stroke="${shade}" stroke-width="4"/>` +
      stroke('M525 228v50', shade, 5),
  },
  // A portable SSD lies flat and is wider than tall, its port on the side: standing up with a
  // port on top it read as a power bank.
  storage: {
    detail: [470, 255],
    draw: ({ body, shade }, { size }) =>
      rect(110, 150, 370, 210, 36, body, `stroke="${shade}" stroke-width="5"`) +
      rect(132, 172, 326, 166, 24, shade, 'opacity=".35"') +
      rect(478, 232, 22, 46, 6, STEEL) +
      rect(486, 246, 10, 18, 3, DARK) +
      repeat(size ?? 1, (i) => circle(150 + i * 26, 320, 7, SIGNALS.led)),
  },
  'pen-drive': {
    detail: [300, 110],
    draw: ({ body, shade, trim }, { size }) =>
      rect(255, 40, 90, 90, 8, STEEL) +
      rect(272, 60, 18, 18, 3, DARK) +
      rect(310, 60, 18, 18, 3, DARK) +
      rect(230, 120, 140, 300, 36, body, `stroke="${shade}" stroke-width="5"`) +
      // One bar per doubling from 32 GB, as on the memory card.
      repeat(Math.max(1, Math.round(Math.log2((size ?? 64) / 32))), (i) =>
        rect(262, 170 + i * 34, 76, 16, 8, trim, 'opacity=".8"'),
      ) +
      circle(300, 380, 16, trim),
  },
  router: {
    detail: [300, 320],
    draw: ({ body, shade }) =>
      stroke('M150 270L120 70M250 260L240 50M350 260L360 50M450 270L480 70', body, 22) +
      stroke('M150 270L120 70M250 260L240 50M350 260L360 50M450 270L480 70', shade, 4) +
      rect(80, 250, 440, 120, 36, body, `stroke="${shade}" stroke-width="5"`) +
      repeat(6, (i) => circle(190 + i * 44, 330, 8, SIGNALS.led)) +
      rect(120, 370, 40, 20, 6, shade) +
      rect(440, 370, 40, 20, 6, shade),
  },
  'home-theatre': {
    detail: [300, 360],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [500, 1000], 0.88),
        rect(40, 90, 100, 340, 18, body) +
          rect(460, 90, 100, 340, 18, body) +
          repeat(2, (i) => circle(90 + i * 420, 160, 28, shade) + circle(90 + i * 420, 330, 40, shade)) +
          rect(190, 150, 220, 70, 14, body) +
          circle(250, 185, 22, shade) +
          circle(350, 185, 22, shade) +
          rect(200, 280, 200, 150, 16, body) +
          circle(300, 355, 56, shade) +
          circle(300, 355, 20, '#111'),
      ),
  },
  projector: {
    detail: [210, 265],
    draw: ({ body, shade }) =>
      edged(90, 170, 420, 190, 36, body, shade) +
      lens(210, 265, 70) +
      repeat(6, (i) => rect(320 + i * 26, 215, 12, 100, 6, shade)) +
      rect(130, 360, 40, 24, 6, DARK) +
      rect(430, 360, 40, 24, 6, DARK),
  },
  gaming: {
    detail: [170, 360],
    draw: ({ body, shade, trim }, form) =>
      // The digital and 512 GB editions are the slim, short consoles.
      sized(
        form.slug.startsWith('512') ? 0.86 : 1,
        path('M380 40c50 0 80 20 80 60v330h-40c-10-60-20-200-40-390z', body, `stroke="${shade}" stroke-width="4"`) +
          rect(385, 50, 50, 390, 20, trim, 'opacity=".8"') +
          path('M430 40c40 10 60 40 60 80v320h-50z', body, `stroke="${shade}" stroke-width="4"`),
      ) +
      path(
        'M80 300c10-40 40-60 90-60h120c50 0 80 20 90 60l24 110c6 30-30 50-50 24l-40-50H146l-40 50c-20 26-56 6-50-24z',
        body,
        `stroke="${shade}" stroke-width="4"`,
      ) +
      stroke('M130 300v40M110 320h40', trim, 10) +
      circle(300, 300, 9, SIGNALS.red) +
      circle(324, 322, 9, SIGNALS.led) +
      circle(276, 322, 9, SIGNALS.blue) +
      circle(300, 344, 9, SIGNALS.amber),
  },
  microwave: {
    detail: [470, 260],
    draw: ({ body, shade, trim }, { size, slug }) =>
      sized(
        between(size, [20, 32], 0.8),
        rect(40, 110, 520, 300, 22, body, `stroke="${shade}" stroke-width="5"`) +
          rect(66, 136, 340, 248, 14, GLASS) +
          // A grill or convection oven shows its heater inside.
          (slug.includes('solo') ? '' : stroke('M90 160h290', SIGNALS.hob, 6)) +
          rect(420, 136, 4, 248, 2, shade) +
          rect(440, 150, 100, 40, 6, '#0a1a12') +
          `<text x="490" y="180" font-family="Arial" font-size="26" fill="${SIGNALS.led}" text-anchor="middle">12:30</text>` +
          repeat(3, (r) => repeat(3, (c) => rect(444 + c * 32, 210 + r * 32, 24, 22, 4, trim, 'opacity=".7"'))) +
          rect(448, 320, 84, 40, 8, shade) +
          rect(60, 410, 40, 14, 4, '#111') +
          rect(500, 410, 40, 14, 4, '#111'),
      ),
  },
  'mixer-grinder': {
    detail: [300, 240],
    draw: ({ body, shade, trim }, { size }) => {
      const jars = size ?? 3;
      // The jars it comes with stand beside it, smallest last.
      const spare = repeat(jars - 1, (i) => {
        const x = i % 2 === 0 ? 60 - i * 10 : 450 + i * 4;
        const h = 150 - i * 22;
        return (
          path(`M${x}  ${450 - h}h${90 - i * 8}l-10 ${h}h-${70 - i * 8}z`, '#dfe9f0', `stroke="${EDGE}" stroke-width="4"`) +
          rect(x - 4, 444 - h, 98 - i * 8, 14, 6, DARK)
        );
      });
      return (
        spare +
        path('M200 60h200l-26 200H226z', '#dfe9f0', `stroke="${EDGE}" stroke-width="5" opacity=".95"`) +
        rect(190, 40, 220, 30, 12, DARK) +
        path('M398 90c60 0 60 120 -10 120', 'none', `stroke="${EDGE}" stroke-width="14"`) +
        stroke('M260 230l80 -16M300 200v30', '#8a949d', 6) +
        path('M180 260h240l30 180H150z', body, `stroke="${shade}" stroke-width="5"`) +
        circle(300, 370, 34, shade) +
        circle(300, 370, 12, trim)
      );
    },
  },
  chimney: {
    detail: [300, 330],
    draw: ({ body, shade }, { size }) => {
      const half = size !== undefined && size >= 90 ? 250 : 180;
      return (
        rect(240, 30, 120, 230, 6, body, `stroke="${shade}" stroke-width="4"`) +
        path(`M${300 - half + 70} 260h${2 * half - 140}l70 110H${300 - half}z`, body, `stroke="${shade}" stroke-width="4"`) +
        rect(300 - half, 370, 2 * half, 40, 8, shade) +
        repeat(4, (i) => circle(300 + half - 130 + i * 30, 390, 8, SIGNALS.led))
      );
    },
  },
  induction: {
    detail: [300, 400],
    draw: ({ body, shade, trim }) =>
      rect(50, 140, 500, 300, 26, body, `stroke="${shade}" stroke-width="5"`) +
      rect(70, 160, 460, 210, 18, '#15171a') +
      circle(300, 265, 90, 'none', `stroke="${SIGNALS.hob}" stroke-width="8"`) +
      circle(300, 265, 56, 'none', `stroke="${SIGNALS.hob}" stroke-width="4" opacity=".6"`) +
      rect(90, 380, 420, 40, 10, shade) +
      repeat(6, (i) => circle(130 + i * 68, 400, 10, trim)),
  },
  kettle: {
    detail: [410, 200],
    draw: ({ body, shade }) =>
      path('M200 120h200l30 260H170z', body, `stroke="${shade}" stroke-width="5"`) +
      path('M200 120c20-40 180-40 200 0z', DARK) +
      path('M200 150l-70 -40 10 60 60 40z', body, `stroke="${shade}" stroke-width="4"`) +
      path('M400 150h50c30 0 30 200 0 200h-30', 'none', `stroke="${DARK}" stroke-width="28" stroke-linejoin="round"`) +
      rect(150, 380, 300, 50, 16, DARK) +
      circle(420, 405, 7, SIGNALS.red),
  },
  'water-purifier': {
    detail: [300, 300],
    draw: ({ body, shade, trim }) =>
      edged(160, 40, 280, 400, 46, body, shade) +
      rect(190, 80, 220, 150, 24, shade) +
      rect(230, 110, 140, 50, 8, '#0d1b2a') +
      repeat(3, (i) => circle(260 + i * 40, 195, 8, trim)) +
      rect(270, 280, 60, 34, 8, STEEL) +
      rect(290, 312, 20, 30, 4, STEEL) +
      rect(200, 380, 200, 20, 8, EDGE),
  },
  'air-fryer': {
    detail: [300, 170],
    draw: ({ body, shade, trim }, { size }) =>
      sized(
        between(size, [4, 7.3], 0.84),
        path('M170 420V170c0-90 260-90 260 0v250z', body, `stroke="${shade}" stroke-width="5"`) +
          rect(200, 110, 200, 60, 16, '#2a2e34') +
          circle(300, 140, 18, trim) +
          rect(190, 250, 220, 160, 20, shade) +
          rect(250, 300, 100, 40, 20, '#2a2e34') +
          rect(160, 420, 280, 20, 8, '#111'),
      ),
  },
  'ac-split': {
    detail: [470, 230],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [1, 2], 0.82),
        rect(30, 140, 540, 170, 50, body, `stroke="${shade}" stroke-width="5"`) +
          path('M70 270h460c0 22 -14 36 -40 36H110c-26 0 -40 -14 -40 -36z', shade) +
          stroke('M90 286h420', EDGE, 4) +
          rect(440, 190, 70, 30, 6, '#0d1b2a') +
          `<text x="475" y="214" font-family="Arial" font-size="22" fill="${SIGNALS.digits}" text-anchor="middle">24°</text>` +
          repeat(3, (i) => stroke(`M${170 + i * 130} 340c-20 30 20 50 0 80`, SIGNALS.water, 10)),
      ),
  },
  'ac-window': {
    detail: [450, 200],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [1, 2], 0.82),
        rect(80, 90, 440, 340, 20, body, `stroke="${shade}" stroke-width="5"`) +
          rect(110, 120, 260, 280, 10, shade) +
          repeat(12, (i) => rect(120, 132 + i * 22, 240, 10, 5, EDGE)) +
          rect(390, 130, 100, 40, 6, '#0d1b2a') +
          `<text x="440" y="158" font-family="Arial" font-size="22" fill="${SIGNALS.digits}" text-anchor="middle">24°</text>` +
          circle(440, 230, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
          circle(440, 310, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
          repeat(5, (i) => rect(395, 360 + i * 10, 90, 4, 2, EDGE)),
      ),
  },
  'washing-machine': {
    detail: [330, 100],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [6.5, 10], 0.9),
        path('M130 120l60-70h290l-60 70z', body, `stroke="${shade}" stroke-width="4"`) +
          path('M200 106l40-46h190l-40 46z', GLASS) +
          path('M420 120l60-70v330l-60 70z', shade, `stroke="${shade}" stroke-width="4"`) +
          edged(130, 120, 290, 330, 10, body, shade) +
          rect(160, 150, 230, 50, 8, shade) +
          circle(200, 175, 16, DARK) +
          rect(250, 165, 70, 22, 4, '#0d1b2a') +
          rect(150, 440, 30, 14, 4, DARK) +
          rect(370, 440, 30, 14, 4, DARK),
      ),
  },
  // A semi-automatic machine: a wash tub and a spin tub side by side under two lids.
  'washing-machine-twin': {
    detail: [300, 120],
    draw: ({ body, shade, trim }, { size }) =>
      sized(
        between(size, [6.5, 10], 0.9),
        edged(60, 150, 480, 300, 18, body, shade) +
          path('M70 150l20-60h230l10 60z', GLASS, `stroke="${shade}" stroke-width="4"`) +
          path('M340 150l10-60h160l20 60z', body, `stroke="${shade}" stroke-width="4"`) +
          rect(90, 180, 420, 60, 10, shade) +
          repeat(2, (i) => circle(150 + i * 300, 210, 18, trim)) +
          stroke('M335 240v200', shade, 4) +
          rect(90, 440, 30, 14, 4, DARK) +
          rect(480, 440, 30, 14, 4, DARK),
      ),
  },
  'washing-machine-front': {
    detail: [300, 90],
    draw: ({ body, shade }, { size }) => {
      const drum = 90 + ((Math.min(10, Math.max(6, size ?? 8)) - 6) / 4) * 46;
      return (
        edged(120, 40, 360, 410, 22, body, shade) +
        stroke('M120 130h360', shade, 4) +
        rect(140, 62, 110, 46, 10, shade) +
        circle(330, 85, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
        rect(380, 70, 80, 30, 6, '#0d1b2a') +
        circle(300, 285, drum + 24, shade) +
        circle(300, 285, drum, GLASS) +
        circle(270, 255, 24, '#fff', 'opacity=".35"') +
        rect(405, 270, 16, 40, 6, '#8a949d')
      );
    },
  },
  cooler: {
    detail: [300, 150],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [35, 90], 0.72),
        rect(170, 40, 260, 380, 34, body, `stroke="${shade}" stroke-width="5"`) +
          rect(200, 70, 200, 160, 14, DARK) +
          repeat(7, (i) => rect(210, 82 + i * 21, 180, 9, 4, '#555')) +
          rect(200, 250, 200, 120, 14, shade) +
          rect(270, 385, 60, 16, 8, SIGNALS.water) +
          circle(200, 440, 16, DARK) +
          circle(400, 440, 16, DARK),
      ),
  },
  fan: {
    detail: [300, 190],
    draw: ({ body, shade }) =>
      rect(292, 30, 16, 120, 6, body, `stroke="${shade}" stroke-width="3"`) +
      rect(270, 30, 60, 20, 8, body, `stroke="${shade}" stroke-width="3"`) +
      repeat(
        3,
        (i) =>
          `<g transform="rotate(${i * 120 + 20} 300 230)"><path d="M300 220c70-16 200-20 250 0c-50 20-180 18-250 16z" fill="${body}" stroke="${shade}" stroke-width="4"/></g>`,
      ) +
      `<ellipse cx="300" cy="230" rx="66" ry="40" fill="${body}" stroke="${shade}" stroke-width="4"/><ellipse cx="300" cy="220" rx="40" ry="18" fill="${shade}" opacity=".5"/>`,
  },
  geyser: {
    detail: [300, 170],
    draw: ({ body, shade }, { size }) =>
      sized(
        between(size, [10, 25], 0.78),
        rect(190, 40, 220, 360, 100, body, `stroke="${shade}" stroke-width="5"`) +
          rect(190, 170, 220, 40, 0, shade) +
          circle(270, 260, 10, SIGNALS.red) +
          circle(330, 260, 10, SIGNALS.led) +
          rect(250, 398, 20, 60, 4, STEEL) +
          rect(330, 398, 20, 60, 4, STEEL) +
          rect(244, 420, 32, 12, 3, SIGNALS.red) +
          rect(324, 420, 32, 12, 3, SIGNALS.blue),
      ),
  },
  vacuum: {
    detail: [420, 340],
    draw: ({ body, shade }) =>
      stroke('M150 90L110 400', '#8a949d', 16) +
      rect(60, 390, 130, 40, 14, DARK) +
      rect(134, 60, 40, 60, 10, DARK) +
      stroke('M170 110c80 -40 200 40 200 160', DARK, 22) +
      rect(320, 260, 210, 150, 70, body, `stroke="${shade}" stroke-width="5"`) +
      rect(350, 280, 120, 50, 24, shade) +
      circle(360, 412, 28, DARK) +
      circle(490, 412, 28, DARK),
  },
  'fridge-single': {
    detail: [340, 130],
    draw: (paint, { size }) => sized(between(size, [185, 215], 0.92), fridge(190, 230, 'single', paint)),
  },
  'fridge-double': {
    detail: [350, 170],
    draw: (paint, { size }) => sized(between(size, [236, 340], 0.88), fridge(180, 250, 'double', paint)),
  },
  'fridge-sbs': {
    detail: [300, 200],
    draw: (paint, { doors }) => fridge(110, 380, doors ?? 2, paint),
  },
  speaker: {
    detail: [140, 280],
    draw: ({ body, shade }) =>
      rect(70, 190, 460, 180, 90, body, `stroke="${shade}" stroke-width="5"`) +
      repeat(12, (i) => rect(150 + i * 26, 210, 6, 140, 3, shade)) +
      circle(110, 280, 50, shade) +
      circle(490, 280, 50, shade) +
      circle(110, 280, 22, '#222') +
      circle(490, 280, 22, '#222') +
      stroke('M120 190c40-60 320-60 360 0', shade, 10),
  },
  headphone: {
    detail: [120, 330],
    draw: ({ body, shade }) =>
      stroke('M140 300V240c0-200 320-200 320 0v60', body, 30) +
      stroke('M160 220c10-150 270-150 280 0', shade, 10) +
      rect(80, 260, 110, 170, 50, body, `stroke="${shade}" stroke-width="4"`) +
      rect(410, 260, 110, 170, 50, body, `stroke="${shade}" stroke-width="4"`) +
      rect(100, 280, 60, 130, 30, shade) +
      rect(440, 280, 60, 130, 30, shade),
  },
  earbuds: {
    detail: [230, 170],
    draw: ({ body, shade, trim }) =>
      path('M150 260h300v100c0 50-40 80-90 80H240c-50 0-90-30-90-80z', body, `stroke="${shade}" stroke-width="5"`) +
      path('M150 250c0-70 40-100 90-100h120c50 0 90 30 90 100z', body, `stroke="${shade}" stroke-width="5"`) +
      circle(300, 300, 7, SIGNALS.led) +
      repeat(
        2,
        (i) =>
          circle(220 + i * 160, 120, 46, body, `stroke="${shade}" stroke-width="5"`) +
          rect(200 + i * 164, 130, 36, 120, 16, body, `stroke="${shade}" stroke-width="5"`) +
          circle(220 + i * 160, 120, 18, trim, 'opacity=".8"'),
      ),
  },
  soundbar: {
    detail: [120, 170],
    draw: ({ body, shade }, { size }) =>
      rect(20, 130, 560, 80, 36, body, `stroke="${shade}" stroke-width="4"`) +
      repeat(24, (i) => circle(60 + i * 21, 170, 5, shade)) +
      sized(
        between(size, [120, 500], 0.75),
        rect(370, 240, 190, 210, 18, body, `stroke="${shade}" stroke-width="4"`) +
          circle(465, 345, 66, shade) +
          circle(465, 345, 24, '#15171a'),
      ) +
      rect(40, 220, 280, 6, 3, '#d0d5da'),
  },
  dslr: {
    detail: [300, 100],
    draw: ({ body, shade }) =>
      path('M230 150l30-70h100l30 70z', body) +
      rect(70, 140, 460, 250, 36, body, `stroke="${shade}" stroke-width="4"`) +
      rect(440, 140, 90, 250, 36, shade) +
      rect(100, 110, 70, 40, 10, body) +
      circle(135, 105, 22, shade) +
      lens(300, 275, 115) +
      rect(90, 170, 40, 20, 6, SIGNALS.red),
  },
  mirrorless: {
    detail: [150, 150],
    draw: ({ body, shade }) =>
      rect(80, 150, 440, 220, 30, body, `stroke="${shade}" stroke-width="4"`) +
      rect(110, 110, 110, 50, 10, body) +
      rect(430, 150, 90, 220, 30, shade) +
      circle(400, 140, 20, shade) +
      lens(290, 265, 100) +
      rect(480, 170, 30, 10, 4, '#aaa'),
  },
  'action-camera': {
    detail: [380, 210],
    draw: ({ body, shade }) =>
      rect(170, 120, 260, 230, 32, body, `stroke="${shade}" stroke-width="4"`) +
      rect(190, 150, 110, 90, 12, GLASS) +
      rect(320, 150, 100, 100, 20, '#15171a') +
      lens(370, 200, 38) +
      circle(210, 130, 8, SIGNALS.red) +
      repeat(3, (i) => rect(250 + i * 38, 350, 24, 60, 6, DARK)) +
      path('M250 400h100v40h-100z', '#555'),
  },
  'camera-lens': {
    detail: [300, 120],
    draw: ({ body, shade }) =>
      rect(150, 150, 300, 280, 24, body, `stroke="${shade}" stroke-width="4"`) +
      repeat(10, (i) => rect(150, 200 + i * 9, 300, 4, 2, shade)) +
      rect(150, 330, 300, 30, 0, SIGNALS.red, 'opacity=".85"') +
      `<ellipse cx="300" cy="150" rx="150" ry="46" fill="#111"/>` +
      `<ellipse cx="300" cy="150" rx="118" ry="34" fill="${GLASS}"/>` +
      `<ellipse cx="270" cy="142" rx="30" ry="8" fill="#fff" opacity=".6"/>`,
  },
  'memory-card': {
    detail: [300, 120],
    draw: ({ body, shade, trim }, { size }) =>
      path('M190 60h170l50 50v320H190z', body, `stroke="${shade}" stroke-width="4"`) +
      rect(210, 250, 180, 150, 10, SIGNALS.red) +
      // One bar of the label per doubling from 64 GB: the capacities look as far apart as they are.
      repeat(Math.max(1, Math.round(Math.log2((size ?? 64) / 32))), (i) => rect(226, 270 + i * 30, 148, 14, 7, trim)) +
      repeat(8, (i) => rect(205 + i * 24, 70, 14, 50, 3, SIGNALS.gold)) +
      rect(400, 170, 10, 40, 3, '#fff'),
  },
  smartwatch: {
    detail: [300, 240],
    draw: ({ body, shade }) =>
      rect(240, 20, 120, 140, 30, body, `stroke="${shade}" stroke-width="4"`) +
      rect(240, 320, 120, 140, 30, body, `stroke="${shade}" stroke-width="4"`) +
      rect(196, 126, 208, 228, 54, body, `stroke="${shade}" stroke-width="5"`) +
      rect(218, 150, 164, 180, 38, '#111') +
      rect(398, 200, 16, 50, 6, shade) +
      `<text x="300" y="255" font-family="Arial" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">10:09</text>`,
  },
  trimmer: {
    detail: [300, 80],
    draw: ({ body, shade, trim }) =>
      rect(230, 130, 140, 320, 60, body, `stroke="${shade}" stroke-width="5"`) +
      rect(215, 50, 170, 90, 20, '#8a949d') +
      repeat(9, (i) => rect(222 + i * 18, 30, 10, 30, 3, STEEL)) +
      circle(300, 220, 24, trim) +
      rect(285, 300, 30, 80, 15, shade),
  },
  'hair-dryer': {
    detail: [470, 170],
    draw: ({ body, shade }) =>
      rect(80, 110, 380, 130, 65, body, `stroke="${shade}" stroke-width="5"`) +
      circle(145, 175, 46, '#222') +
      circle(145, 175, 30, '#444') +
      path('M460 130h70v90h-70z', shade) +
      path('M290 230h90l-30 210h-60z', body, `stroke="${shade}" stroke-width="5"`) +
      rect(318, 290, 22, 50, 8, shade),
  },
};

/** Sub-categories whose pictures share another's drawing. */
const ALIASES: Record<string, string> = { ac: 'ac-split', 'camera-accessory': 'camera-lens' };

export const drawingFor = (picture: string): Drawing | undefined => DRAWINGS[ALIASES[picture] ?? picture];
