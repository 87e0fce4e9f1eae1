// One drawing per kind of product, in a 600 x 600 box with the product inside y 30..450, bold and
// filled so the kind reads at 48 px (search dropdown) as well as at 600 px (product page).
// `detail` is the point the third, close-up view zooms into.

export interface Ink {
  /** The brand's colour. */
  accent: string;
  /** A darker shade of the brand's colour. */
  deep: string;
}

export interface Drawing {
  draw(ink: Ink): string;
  detail: [number, number];
}

const DARK = '#22262c';
const LIGHT = '#f3f5f7';
const EDGE = '#aab4be';
const STEEL = '#c4ccd3';
const GLASS = 'url(#glass)';

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const outlined = (x: number, y: number, w: number, h: number, rx: number, fill = LIGHT) =>
  rect(x, y, w, h, rx, fill, `stroke="${EDGE}" stroke-width="5"`);
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const repeat = (count: number, item: (i: number) => string) => Array.from({ length: count }, (_, i) => item(i)).join('');

const screen = (x: number, y: number, w: number, h: number, rx: number, bezel: number) =>
  rect(x, y, w, h, rx, DARK) + rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, Math.max(2, rx - bezel), GLASS);

const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#111') +
  circle(cx, cy, r * 0.78, '#333', `stroke="#555" stroke-width="4"`) +
  circle(cx, cy, r * 0.5, GLASS) +
  circle(cx - r * 0.2, cy - r * 0.2, r * 0.12, '#fff', 'opacity=".7"');

const fridge = (x: number, w: number, split: 'none' | 'top' | 'middle') =>
  outlined(x, 30, w, 420, 22) +
  (split === 'top'
    ? stroke(`M${x} 170h${w}`, EDGE, 5) + rect(x + w - 40, 70, 14, 70, 7, STEEL) + rect(x + w - 40, 200, 14, 140, 7, STEEL)
    : '') +
  (split === 'middle'
    ? stroke(`M${x + w / 2} 30v420`, EDGE, 5) +
      rect(x + w / 2 - 34, 140, 14, 160, 7, STEEL) +
      rect(x + w / 2 + 20, 140, 14, 160, 7, STEEL) +
      rect(x + 40, 120, 90, 110, 10, DARK)
    : '') +
  (split === 'none' ? rect(x + w - 40, 90, 14, 120, 7, STEEL) + stroke(`M${x} 110h${w}`, EDGE, 3) : '') +
  rect(x + 20, 450, 30, 10, 3, DARK) +
  rect(x + w - 50, 450, 30, 10, 3, DARK);

export const DRAWINGS: Record<string, Drawing> = {
  smartphone: {
    detail: [300, 90],
    draw: () => screen(205, 35, 190, 410, 34, 12) + circle(300, 64, 7, '#000') + rect(395, 130, 6, 60, 3, DARK),
  },
  tablet: { detail: [300, 200], draw: () => screen(60, 90, 480, 330, 30, 20) + circle(80, 255, 5, '#000') },
  'power-bank': {
    detail: [300, 300],
    draw: ({ deep }) =>
      rect(170, 80, 260, 340, 44, deep) +
      path('M312 150l-62 110h46l-18 90 72-120h-48z', '#fff') +
      repeat(4, (i) => circle(246 + i * 36, 395, 8, i < 3 ? '#7CFC9A' : '#fff', 'opacity=".9"')) +
      rect(260, 66, 80, 18, 6, DARK),
  },
  charger: {
    detail: [300, 100],
    draw: () =>
      rect(250, 60, 22, 70, 5, STEEL) +
      rect(328, 60, 22, 70, 5, STEEL) +
      outlined(200, 120, 200, 200, 34) +
      rect(280, 270, 40, 14, 7, DARK) +
      stroke('M300 320c0 70 -120 40 -120 110', '#fff', 18) +
      stroke('M300 320c0 70 -120 40 -120 110', EDGE, 4) +
      rect(160, 420, 40, 30, 8, STEEL),
  },
  laptop: {
    detail: [300, 360],
    draw: () =>
      screen(120, 70, 360, 250, 16, 14) +
      path('M60 330h480l-34 52H94z', STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      rect(250, 350, 100, 18, 6, '#dde2e7'),
  },
  desktop: {
    detail: [300, 330],
    draw: () =>
      screen(80, 40, 440, 260, 14, 14) +
      rect(80, 290, 440, 50, 12, STEEL) +
      path('M270 340h60l20 60h-100z', STEEL) +
      rect(200, 396, 200, 14, 7, EDGE) +
      rect(150, 424, 300, 22, 8, LIGHT, `stroke="${EDGE}" stroke-width="3"`),
  },
  monitor: {
    detail: [300, 400],
    draw: () => screen(90, 60, 420, 260, 10, 8) + rect(286, 320, 28, 80, 6, DARK) + path('M220 420h160l-20-24h-120z', DARK),
  },
  tv: {
    detail: [300, 395],
    draw: () =>
      screen(30, 80, 540, 310, 8, 8) +
      path('M90 390l-20 50h26l20-50zM510 390l20 50h-26l-20-50z', DARK) +
      rect(285, 390, 30, 6, 3, '#444'),
  },
  printer: {
    detail: [470, 250],
    draw: ({ accent }) =>
      path('M190 160l30-110h200l-10 110z', '#fff', `stroke="${EDGE}" stroke-width="4"`) +
      outlined(80, 150, 440, 200, 24) +
      rect(150, 250, 220, 16, 8, DARK) +
      path('M160 262h200l20 80H140z', '#fff', `stroke="${EDGE}" stroke-width="3"`) +
      repeat(4, (i) => rect(410 + i * 22, 210, 16, 70, 5, ['#0bb', '#c0c', '#ec0', '#222'][i]!)) +
      circle(470, 180, 10, accent),
  },
  keyboard: {
    detail: [520, 290],
    draw: () =>
      rect(30, 220, 420, 160, 18, DARK) +
      repeat(4, (r) => repeat(11, (c) => rect(46 + c * 36, 236 + r * 34, 30, 28, 5, '#4a5059'))) +
      rect(120, 340, 240, 0, 0, DARK) +
      `<ellipse cx="525" cy="300" rx="48" ry="76" fill="${DARK}"/>` +
      stroke('M525 228v50', '#4a5059', 5),
  },
  // A portable SSD lies flat and is wider than tall, its port on the side: standing up with a
  // port on top it read as a power bank.
  storage: {
    detail: [470, 255],
    draw: ({ deep }) =>
      rect(110, 150, 370, 210, 36, deep) +
      rect(132, 172, 326, 166, 24, '#ffffff22') +
      rect(478, 232, 22, 46, 6, STEEL) +
      rect(486, 246, 10, 18, 3, DARK) +
      circle(150, 320, 7, '#7CFC9A'),
  },
  'pen-drive': {
    detail: [300, 110],
    draw: ({ deep }) =>
      rect(255, 40, 90, 90, 8, STEEL) +
      rect(272, 60, 18, 18, 3, DARK) +
      rect(310, 60, 18, 18, 3, DARK) +
      rect(230, 120, 140, 300, 36, deep) +
      circle(300, 380, 16, LIGHT),
  },
  router: {
    detail: [300, 320],
    draw: () =>
      stroke('M150 270L120 70M250 260L240 50M350 260L360 50M450 270L480 70', DARK, 22) +
      rect(80, 250, 440, 120, 36, DARK) +
      repeat(6, (i) => circle(190 + i * 44, 330, 8, '#4fd26b')) +
      rect(120, 370, 40, 20, 6, DARK) +
      rect(440, 370, 40, 20, 6, DARK),
  },
  'home-theatre': {
    detail: [300, 360],
    draw: () =>
      rect(40, 90, 100, 340, 18, DARK) +
      rect(460, 90, 100, 340, 18, DARK) +
      circle(90, 160, 28, '#555') +
      circle(90, 330, 40, '#555') +
      circle(510, 160, 28, '#555') +
      circle(510, 330, 40, '#555') +
      rect(190, 150, 220, 70, 14, DARK) +
      circle(250, 185, 22, '#555') +
      circle(350, 185, 22, '#555') +
      rect(200, 280, 200, 150, 16, DARK) +
      circle(300, 355, 56, '#555') +
      circle(300, 355, 20, '#222'),
  },
  projector: {
    detail: [210, 265],
    draw: () =>
      outlined(90, 170, 420, 190, 36) +
      lens(210, 265, 70) +
      repeat(6, (i) => rect(320 + i * 26, 215, 12, 100, 6, EDGE)) +
      rect(130, 360, 40, 24, 6, DARK) +
      rect(430, 360, 40, 24, 6, DARK),
  },
  gaming: {
    detail: [170, 360],
    draw: () =>
      path('M380 40c50 0 80 20 80 60v330h-40c-10-60-20-200-40-390z', '#fff', `stroke="${EDGE}" stroke-width="4"`) +
      rect(385, 50, 50, 390, 20, DARK) +
      path('M430 40c40 10 60 40 60 80v320h-50z', '#fff', `stroke="${EDGE}" stroke-width="4"`) +
      path('M80 300c10-40 40-60 90-60h120c50 0 80 20 90 60l24 110c6 30-30 50-50 24l-40-50H146l-40 50c-20 26-56 6-50-24z', DARK) +
      stroke('M130 300v40M110 320h40', '#ddd', 10) +
      circle(300, 300, 9, '#e44') +
      circle(324, 322, 9, '#4a4') +
      circle(276, 322, 9, '#48e') +
      circle(300, 344, 9, '#ea4'),
  },
  microwave: {
    detail: [470, 260],
    draw: () =>
      rect(40, 110, 520, 300, 22, DARK) +
      rect(66, 136, 340, 248, 14, GLASS) +
      rect(420, 136, 4, 248, 2, '#444') +
      rect(440, 150, 100, 40, 6, '#0a1a12') +
      `<text x="490" y="180" font-family="Arial" font-size="26" fill="#4fd26b" text-anchor="middle">12:30</text>` +
      repeat(3, (r) => repeat(3, (c) => rect(444 + c * 32, 210 + r * 32, 24, 22, 4, '#555'))) +
      rect(448, 320, 84, 40, 8, '#666') +
      rect(60, 410, 40, 14, 4, '#111') +
      rect(500, 410, 40, 14, 4, '#111'),
  },
  'mixer-grinder': {
    detail: [300, 240],
    draw: ({ accent }) =>
      path('M200 60h200l-26 200H226z', '#dfe9f0', `stroke="${EDGE}" stroke-width="5" opacity=".95"`) +
      rect(190, 40, 220, 30, 12, DARK) +
      path('M398 90c60 0 60 120 -10 120', 'none', `stroke="${EDGE}" stroke-width="14"`) +
      stroke('M260 230l80 -16M300 200v30', '#8a949d', 6) +
      path('M180 260h240l30 180H150z', LIGHT, `stroke="${EDGE}" stroke-width="5"`) +
      circle(300, 370, 34, accent) +
      circle(300, 370, 12, '#fff'),
  },
  chimney: {
    detail: [300, 330],
    draw: () =>
      rect(240, 30, 120, 230, 6, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      path('M120 260h360l70 110H50z', DARK) +
      rect(50, 370, 500, 40, 8, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      repeat(4, (i) => circle(370 + i * 36, 390, 8, '#4fd26b')),
  },
  induction: {
    detail: [300, 400],
    draw: ({ accent }) =>
      rect(50, 140, 500, 300, 26, '#15171a') +
      circle(300, 270, 110, 'none', 'stroke="#e0583a" stroke-width="8"') +
      circle(300, 270, 70, 'none', 'stroke="#e0583a" stroke-width="4" opacity=".6"') +
      rect(90, 380, 420, 40, 10, '#2a2e33') +
      repeat(6, (i) => circle(130 + i * 68, 400, 10, i === 5 ? accent : '#aaa')),
  },
  kettle: {
    detail: [410, 200],
    draw: () =>
      path('M200 120h200l30 260H170z', STEEL, `stroke="${EDGE}" stroke-width="5"`) +
      path('M200 120c20-40 180-40 200 0z', DARK) +
      path('M200 150l-70 -40 10 60 60 40z', STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      path('M400 150h50c30 0 30 200 0 200h-30', 'none', `stroke="${DARK}" stroke-width="28" stroke-linejoin="round"`) +
      rect(150, 380, 300, 50, 16, DARK) +
      circle(420, 405, 7, '#e44'),
  },
  'water-purifier': {
    detail: [300, 300],
    draw: ({ accent }) =>
      outlined(160, 40, 280, 400, 46) +
      rect(190, 80, 220, 150, 24, accent) +
      rect(230, 110, 140, 50, 8, '#0d1b2a') +
      repeat(3, (i) => circle(260 + i * 40, 195, 8, '#fff')) +
      rect(270, 280, 60, 34, 8, STEEL) +
      rect(290, 312, 20, 30, 4, STEEL) +
      rect(200, 380, 200, 20, 8, EDGE),
  },
  'air-fryer': {
    detail: [300, 170],
    draw: ({ accent }) =>
      path('M170 420V170c0-90 260-90 260 0v250z', DARK) +
      rect(200, 110, 200, 60, 16, '#3a3f46') +
      circle(300, 140, 18, accent) +
      rect(190, 250, 220, 160, 20, '#30353b') +
      rect(250, 300, 100, 40, 20, '#555') +
      rect(160, 420, 280, 20, 8, '#111'),
  },
  'ac-split': {
    detail: [470, 230],
    draw: ({ accent }) =>
      rect(30, 140, 540, 170, 50, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      path('M70 270h460c0 22 -14 36 -40 36H110c-26 0 -40 -14 -40 -36z', '#d8dee4') +
      stroke('M90 286h420', EDGE, 4) +
      rect(440, 190, 70, 30, 6, '#0d1b2a') +
      `<text x="475" y="214" font-family="Arial" font-size="22" fill="#6cf" text-anchor="middle">24°</text>` +
      repeat(3, (i) => stroke(`M${170 + i * 130} 340c-20 30 20 50 0 80`, accent, 10)),
  },
  'ac-window': {
    detail: [450, 200],
    draw: () =>
      rect(80, 90, 440, 340, 20, LIGHT, `stroke="${EDGE}" stroke-width="5"`) +
      rect(110, 120, 260, 280, 10, '#dfe4e9') +
      repeat(12, (i) => rect(120, 132 + i * 22, 240, 10, 5, EDGE)) +
      rect(390, 130, 100, 40, 6, '#0d1b2a') +
      `<text x="440" y="158" font-family="Arial" font-size="22" fill="#6cf" text-anchor="middle">24°</text>` +
      circle(440, 230, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      circle(440, 310, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      repeat(5, (i) => rect(395, 360 + i * 10, 90, 4, 2, EDGE)),
  },
  'washing-machine': {
    detail: [330, 100],
    draw: () =>
      path('M130 120l60-70h290l-60 70z', '#e8ecef', `stroke="${EDGE}" stroke-width="4"`) +
      path('M200 106l40-46h190l-40 46z', GLASS) +
      path('M420 120l60-70v330l-60 70z', '#dde2e7', `stroke="${EDGE}" stroke-width="4"`) +
      outlined(130, 120, 290, 330, 10) +
      rect(160, 150, 230, 50, 8, '#dfe4e9') +
      circle(200, 175, 16, DARK) +
      rect(250, 165, 70, 22, 4, '#0d1b2a') +
      rect(150, 440, 30, 14, 4, DARK) +
      rect(370, 440, 30, 14, 4, DARK),
  },
  'washing-machine-front': {
    detail: [300, 90],
    draw: () =>
      outlined(120, 40, 360, 410, 22) +
      stroke('M120 130h360', EDGE, 4) +
      rect(140, 62, 110, 46, 10, '#dfe4e9') +
      circle(330, 85, 26, STEEL, `stroke="${EDGE}" stroke-width="4"`) +
      rect(380, 70, 80, 30, 6, '#0d1b2a') +
      circle(300, 285, 126, STEEL) +
      circle(300, 285, 100, GLASS) +
      circle(270, 255, 24, '#fff', 'opacity=".35"') +
      rect(405, 270, 16, 40, 6, '#8a949d'),
  },
  cooler: {
    detail: [300, 150],
    draw: ({ accent }) =>
      rect(170, 40, 260, 380, 34, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      rect(200, 70, 200, 160, 14, DARK) +
      repeat(7, (i) => rect(210, 82 + i * 21, 180, 9, 4, '#555')) +
      rect(200, 250, 200, 120, 14, accent) +
      rect(270, 385, 60, 16, 8, '#8ecaf0') +
      circle(200, 440, 16, DARK) +
      circle(400, 440, 16, DARK),
  },
  fan: {
    detail: [300, 190],
    draw: ({ accent }) =>
      rect(292, 30, 16, 120, 6, '#8a949d') +
      rect(270, 30, 60, 20, 8, '#8a949d') +
      repeat(
        3,
        (i) =>
          `<g transform="rotate(${i * 120 + 20} 300 230)"><path d="M300 220c70-16 200-20 250 0c-50 20-180 18-250 16z" fill="${LIGHT}" stroke="${EDGE}" stroke-width="4"/></g>`,
      ) +
      `<ellipse cx="300" cy="230" rx="66" ry="40" fill="${accent}"/><ellipse cx="300" cy="220" rx="40" ry="18" fill="#fff" opacity=".4"/>`,
  },
  geyser: {
    detail: [300, 170],
    draw: ({ accent }) =>
      rect(190, 40, 220, 360, 100, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      rect(190, 170, 220, 40, 0, accent) +
      circle(270, 260, 10, '#e44') +
      circle(330, 260, 10, '#4a4') +
      rect(250, 398, 20, 60, 4, STEEL) +
      rect(330, 398, 20, 60, 4, STEEL) +
      rect(244, 420, 32, 12, 3, '#e44') +
      rect(324, 420, 32, 12, 3, '#48e'),
  },
  vacuum: {
    detail: [420, 340],
    draw: ({ accent }) =>
      stroke('M150 90L110 400', '#8a949d', 16) +
      rect(60, 390, 130, 40, 14, DARK) +
      rect(134, 60, 40, 60, 10, DARK) +
      stroke('M170 110c80 -40 200 40 200 160', DARK, 22) +
      rect(320, 260, 210, 150, 70, accent) +
      rect(350, 280, 120, 50, 24, '#fff', 'opacity=".35"') +
      circle(360, 412, 28, DARK) +
      circle(490, 412, 28, DARK),
  },
  'fridge-single': { detail: [340, 130], draw: () => fridge(190, 230, 'none') },
  'fridge-double': { detail: [350, 170], draw: () => fridge(180, 250, 'top') },
  'fridge-sbs': { detail: [300, 200], draw: () => fridge(110, 380, 'middle') },
  speaker: {
    detail: [140, 280],
    draw: ({ accent, deep }) =>
      rect(70, 190, 460, 180, 90, accent) +
      repeat(12, (i) => rect(150 + i * 26, 210, 6, 140, 3, deep)) +
      circle(110, 280, 50, deep) +
      circle(490, 280, 50, deep) +
      circle(110, 280, 22, '#222') +
      circle(490, 280, 22, '#222') +
      stroke('M120 190c40-60 320-60 360 0', DARK, 10),
  },
  headphone: {
    detail: [120, 330],
    draw: ({ accent }) =>
      stroke('M140 300V240c0-200 320-200 320 0v60', DARK, 30) +
      stroke('M160 220c10-150 270-150 280 0', accent, 10) +
      rect(80, 260, 110, 170, 50, DARK) +
      rect(410, 260, 110, 170, 50, DARK) +
      rect(100, 280, 60, 130, 30, '#444') +
      rect(440, 280, 60, 130, 30, '#444'),
  },
  earbuds: {
    detail: [230, 170],
    draw: () =>
      path('M150 260h300v100c0 50-40 80-90 80H240c-50 0-90-30-90-80z', '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      path('M150 250c0-70 40-100 90-100h120c50 0 90 30 90 100z', '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      circle(300, 300, 7, '#4a4') +
      circle(220, 120, 46, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      rect(200, 130, 36, 120, 16, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      circle(220, 120, 18, DARK) +
      circle(380, 120, 46, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      rect(364, 130, 36, 120, 16, '#fff', `stroke="${EDGE}" stroke-width="5"`) +
      circle(380, 120, 18, DARK),
  },
  soundbar: {
    detail: [120, 170],
    draw: () =>
      rect(20, 130, 560, 80, 36, DARK) +
      repeat(24, (i) => circle(60 + i * 21, 170, 5, '#4a5059')) +
      rect(370, 240, 190, 210, 18, DARK) +
      circle(465, 345, 66, '#3a3f46') +
      circle(465, 345, 24, '#15171a') +
      rect(40, 220, 280, 6, 3, '#d0d5da'),
  },
  dslr: {
    detail: [300, 100],
    draw: () =>
      path('M230 150l30-70h100l30 70z', DARK) +
      rect(70, 140, 460, 250, 36, DARK) +
      rect(440, 140, 90, 250, 36, '#15171a') +
      rect(100, 110, 70, 40, 10, DARK) +
      circle(135, 105, 22, '#444') +
      lens(300, 275, 115) +
      rect(90, 170, 40, 20, 6, '#e44'),
  },
  mirrorless: {
    detail: [150, 150],
    draw: () =>
      rect(80, 150, 440, 220, 30, DARK) +
      rect(110, 110, 110, 50, 10, DARK) +
      rect(430, 150, 90, 220, 30, '#15171a') +
      circle(400, 140, 20, '#555') +
      lens(290, 265, 100) +
      rect(480, 170, 30, 10, 4, '#aaa'),
  },
  'action-camera': {
    detail: [380, 210],
    draw: () =>
      rect(170, 120, 260, 230, 32, DARK) +
      rect(190, 150, 110, 90, 12, GLASS) +
      rect(320, 150, 100, 100, 20, '#15171a') +
      lens(370, 200, 38) +
      circle(210, 130, 8, '#e44') +
      rect(250, 350, 24, 60, 6, DARK) +
      rect(288, 350, 24, 60, 6, DARK) +
      rect(326, 350, 24, 60, 6, DARK) +
      path('M250 400h100v40h-100z', '#555'),
  },
  'camera-lens': {
    detail: [300, 120],
    draw: () =>
      rect(150, 150, 300, 280, 24, DARK) +
      repeat(10, (i) => rect(150, 200 + i * 9, 300, 4, 2, '#444')) +
      rect(150, 330, 300, 30, 0, '#e44', 'opacity=".85"') +
      `<ellipse cx="300" cy="150" rx="150" ry="46" fill="#111"/>` +
      `<ellipse cx="300" cy="150" rx="118" ry="34" fill="${GLASS}"/>` +
      `<ellipse cx="270" cy="142" rx="30" ry="8" fill="#fff" opacity=".6"/>`,
  },
  'memory-card': {
    detail: [300, 120],
    draw: ({ deep }) =>
      path('M190 60h170l50 50v320H190z', deep) +
      rect(210, 250, 180, 150, 10, '#c22') +
      repeat(8, (i) => rect(205 + i * 24, 70, 14, 50, 3, '#d9b54a')) +
      rect(400, 170, 10, 40, 3, '#fff'),
  },
  smartwatch: {
    detail: [300, 240],
    draw: ({ accent }) =>
      rect(240, 20, 120, 140, 30, accent) +
      rect(240, 320, 120, 140, 30, accent) +
      rect(200, 130, 200, 220, 50, DARK) +
      rect(218, 150, 164, 180, 38, GLASS) +
      rect(398, 200, 16, 50, 6, '#666') +
      `<text x="300" y="255" font-family="Arial" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">10:09</text>`,
  },
  trimmer: {
    detail: [300, 80],
    draw: ({ accent }) =>
      rect(230, 130, 140, 320, 60, DARK) +
      rect(215, 50, 170, 90, 20, '#8a949d') +
      repeat(9, (i) => rect(222 + i * 18, 30, 10, 30, 3, '#c4ccd3')) +
      circle(300, 220, 24, accent) +
      rect(285, 300, 30, 80, 15, '#444'),
  },
  'hair-dryer': {
    detail: [470, 170],
    draw: ({ accent }) =>
      rect(80, 110, 380, 130, 65, accent) +
      circle(145, 175, 46, '#222') +
      circle(145, 175, 30, '#444') +
      path('M460 130h70v90h-70z', DARK) +
      path('M290 230h90l-30 210h-60z', accent) +
      rect(318, 290, 22, 50, 8, '#fff', 'opacity=".8"'),
  },
};

/** Sub-categories whose pictures share another's drawing. */
const ALIASES: Record<string, string> = {
  ac: 'ac-split',
  'camera-accessory': 'camera-lens',
  'washing-machine-twin': 'washing-machine',
};

export const drawingFor = (picture: string): Drawing | undefined => DRAWINGS[ALIASES[picture] ?? picture];
