// The paint of each colour the catalogue names (api/src/seed/series-facts.ts), by the slug an image
// path carries: the product's pictures are drawn in it, so a '(Silver)' fan is silver.

export interface Paint {
  /** The product's body. */
  body: string;
  /** Its darker side and seams. */
  shade: string;
  /** Small parts that must show against the body: dark on light colours, light on dark ones. */
  trim: string;
}

const PAINTS: Record<string, string> = {
  black: '#1f2226',
  'jet-black': '#141518',
  'space-black': '#2b2c2f',
  graphite: '#41434a',
  midnight: '#232a36',
  'midnight-blue': '#1f2f4f',
  'awesome-navy': '#263456',
  grey: '#7c838b',
  'space-grey': '#5f6369',
  'moonstone-grey': '#8a8f96',
  'titanium-grey': '#6e6c69',
  silver: '#c9ced4',
  'titanium-silver': '#b9bbbd',
  platinum: '#d9dcdf',
  nickel: '#a7a9ac',
  steel: '#b4bbc2',
  white: '#f6f7f8',
  ivory: '#f3eedc',
  starlight: '#ece3d3',
  'white-titanium': '#e6e4df',
  'natural-titanium': '#b5aea4',
  'desert-titanium': '#bfa58c',
  'black-titanium': '#3d3c3a',
  blue: '#2f6fd0',
  ultramarine: '#4f5fe8',
  'awesome-iceblue': '#a9cdea',
  teal: '#3a9c9a',
  mint: '#a6dcc3',
  green: '#3f9a5b',
  yellow: '#f2cf4a',
  orange: '#f08a3c',
  red: '#c8323a',
  'rose-gold': '#e0b1a4',
  pink: '#f2a9c0',
  fuchsia: '#c2287a',
  purple: '#7d5bbf',
  'awesome-lilac': '#c6b3e6',
  brown: '#7a5232',
};

const channel = (hex: string, at: number) => parseInt(hex.slice(1 + at * 2, 3 + at * 2), 16);
const toHex = (value: number) =>
  Math.round(Math.max(0, Math.min(255, value)))
    .toString(16)
    .padStart(2, '0');

/** The colour mixed toward black (amount < 0) or white (amount > 0). */
function mixed(hex: string, amount: number): string {
  const towards = amount < 0 ? 0 : 255;
  const share = Math.abs(amount);
  return `#${[0, 1, 2].map((at) => toHex(channel(hex, at) + (towards - channel(hex, at)) * share)).join('')}`;
}

const lightness = (hex: string) => (0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2)) / 255;

export const paintedColours = () => Object.keys(PAINTS);

/** The paint of a colour's slug; undefined for a colour the store does not know. */
export function paintOf(colourSlug: string): Paint | undefined {
  const body = PAINTS[colourSlug];
  if (!body) return undefined;
  const light = lightness(body) > 0.55;
  return { body, shade: mixed(body, light ? -0.22 : 0.18), trim: light ? '#2a2e34' : '#e8ebee' };
}

/** Pictures whose path names no colour (data seeded before the paths carried one). */
export const NEUTRAL: Paint = { body: '#3a3f46', shade: '#565c64', trim: '#e8ebee' };
