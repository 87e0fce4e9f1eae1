// A showroom's picture for the store locator, 600 x 400: the chain's shop front as a passer-by sees
// it, drawn from the store's slug ('700016-1') alone, so each showroom's building differs (storeys,
// facade, awning) while the sign and the window display are the chain's own.
import { escapeXml, hue, svg } from './svg-kit.js';

const STORE_NAME = 'Bengal Electronics';
const FACADES = ['#efe4cf', '#e7d3c1', '#dfe3e6', '#f2ead8', '#e3d6c8'];
const AWNINGS = ['#c8323a', '#1f5fa8', '#2c7a4b'];

/** A TV, a refrigerator and a washing machine behind the glass, as a window display. */
function display(x: number, y: number, w: number, h: number): string {
  const tv = `<rect x="${x + 14}" y="${y + 18}" width="${w * 0.42}" height="${h * 0.34}" rx="3" fill="#111"/><rect x="${x + 18}" y="${y + 22}" width="${w * 0.42 - 8}" height="${h * 0.34 - 8}" rx="2" fill="#2f6ea3"/>`;
  const fridge = `<rect x="${x + w * 0.62}" y="${y + 12}" width="${w * 0.26}" height="${h - 20}" rx="5" fill="#c9ced4" stroke="#9aa4ad" stroke-width="2"/><path d="M${x + w * 0.62} ${y + h * 0.38}h${w * 0.26}" stroke="#9aa4ad" stroke-width="2"/>`;
  const washer = `<rect x="${x + 16}" y="${y + h * 0.52}" width="${w * 0.3}" height="${h * 0.44}" rx="4" fill="#f6f7f8" stroke="#9aa4ad" stroke-width="2"/><circle cx="${x + 16 + w * 0.15}" cy="${y + h * 0.76}" r="${h * 0.13}" fill="#8cc3ea" stroke="#9aa4ad" stroke-width="3"/>`;
  const glass = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bfe0f5" opacity=".28"/><path d="M${x + w * 0.1} ${y + h}l${w * 0.35} -${h}" stroke="#fff" stroke-width="10" opacity=".25"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbf6ea"/>${tv}${fridge}${washer}${glass}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#3a3f46" stroke-width="6"/>`;
}

export function storeFront(slug: string): string {
  const seed = hue(slug);
  const storeys = 2 + (seed % 2);
  const facade = FACADES[seed % FACADES.length]!;
  const awning = AWNINGS[Math.floor(seed / 7) % AWNINGS.length]!;
  const top = 300 - storeys * 90;
  const upper = Array.from({ length: storeys - 1 }, (_, floor) =>
    [90, 220, 350, 480]
      .map(
        (x) =>
          `<rect x="${x}" y="${top + 24 + floor * 90}" width="40" height="52" rx="3" fill="#5d7b93" stroke="#fff" stroke-width="4"/>` +
          `<rect x="${x - 6}" y="${top + 74 + floor * 90}" width="52" height="6" fill="#8b8f94"/>`,
      )
      .join(''),
  ).join('');
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${40 + i * 44} 222h22l-6 26h-22z" fill="#fff" opacity=".85"/>`,
  ).join('');
  return svg(
    600,
    400,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f0"/><stop offset="1" stop-color="#e6f3fb"/></linearGradient></defs>` +
      `<rect width="600" height="400" fill="url(#sky)"/>` +
      `<rect x="20" y="${top}" width="560" height="${360 - top}" fill="${facade}"/>` +
      `<rect x="14" y="${top - 10}" width="572" height="14" fill="#b9b2a6"/>${upper}` +
      // The sign: the chain's name in white on red, a mark beside it, as on every showroom.
      `<rect x="40" y="178" width="520" height="46" rx="4" fill="#c8102e"/>` +
      `<circle cx="78" cy="201" r="15" fill="#fff"/><path d="M70 201l6-10 6 10-6 10z" fill="#c8102e"/>` +
      `<text x="310" y="212" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="800" letter-spacing="3" fill="#fff" text-anchor="middle">${escapeXml(STORE_NAME.toUpperCase())}</text>` +
      `<path d="M36 222h528l-14 30H50z" fill="${awning}"/>${stripes}` +
      display(46, 262, 200, 98) +
      display(354, 262, 200, 98) +
      // The glass door, open hours beside it.
      `<rect x="262" y="262" width="76" height="98" fill="#cfe6f4" stroke="#3a3f46" stroke-width="6"/><path d="M300 262v98" stroke="#3a3f46" stroke-width="4"/>` +
      `<rect x="286" y="300" width="4" height="22" fill="#c4ccd3"/><rect x="310" y="300" width="4" height="22" fill="#c4ccd3"/>` +
      `<rect x="0" y="360" width="600" height="40" fill="#9a9d9f"/><rect x="0" y="360" width="600" height="6" fill="#7d8083"/>` +
      `<rect x="248" y="366" width="104" height="8" fill="#7d8083"/>` +
      `<circle cx="30" cy="338" r="16" fill="#3f8f4f"/><rect x="22" y="344" width="16" height="18" fill="#8a5a3c"/>` +
      `<circle cx="570" cy="338" r="16" fill="#3f8f4f"/><rect x="562" y="344" width="16" height="18" fill="#8a5a3c"/>`,
    `${STORE_NAME} showroom`,
  );
}
