// Generated pictures for the seed catalog: product, slider banner and store images as
// small SVGs drawn from the image path alone, so no image files need to ship with the repo.
import { brandName } from './brand-names.js';
import { NEUTRAL, paintOf, type Paint } from './colour-paint.js';
import { drawingFor, formOf, type Drawing, type Form } from './product-drawings.js';
import { hue, svg, text, titleCase } from './svg-kit.js';

const VIEWS = ['front', 'angle', 'close-up'] as const;

/** The screen glass every drawing shares; product-pictures.test.ts allows these colours with the signals. */
export const GLASS_STOPS = ['#1d3b5a', '#2f6ea3', '#8cc3ea'] as const;

const GLASS_DEFS =
  `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GLASS_STOPS[0]}"/><stop offset=".55" stop-color="${GLASS_STOPS[1]}"/><stop offset="1" stop-color="${GLASS_STOPS[2]}"/></linearGradient>` +
  '<radialGradient id="floor" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
  '<clipPath id="stage"><rect width="600" height="468"/></clipPath></defs>';

/** The product seen three ways: from the front, turned a little on a floor, and up close. */
function staged(drawing: Drawing, paint: Paint, form: Form, view: (typeof VIEWS)[number]): string {
  const body = drawing.draw(paint, form);
  if (view === 'front') return `<ellipse cx="300" cy="455" rx="230" ry="14" fill="url(#floor)"/>${body}`;
  if (view === 'angle') {
    return (
      `<ellipse cx="300" cy="452" rx="210" ry="22" fill="url(#floor)"/>` +
      `<g transform="translate(300 250) skewY(-6) scale(-0.86 0.86) translate(-300 -250)">${body}</g>`
    );
  }
  const [x, y] = drawing.detail;
  const zoom = 2.2;
  return (
    `<g clip-path="url(#stage)"><g transform="translate(${300 - x * zoom} ${234 - y * zoom}) scale(${zoom})">${body}</g></g>` +
    '<rect x="8" y="8" width="584" height="452" rx="18" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>'
  );
}

const UNITS: Record<string, string> = {
  inch: '″',
  ton: ' Ton',
  l: ' L',
  kg: ' kg',
  jars: ' Jars',
  mah: ' mAh',
  gb: ' GB',
  tb: ' TB',
  cm: ' cm',
  w: ' W',
};

/** '55-inch' reads 55″, '1-5-ton' 1.5 Ton, '580-l-3-doors' 580 L: the tag a shop's photo carries. */
export function formTag(slug: string): string | undefined {
  const match = /^(\d+)(?:-(\d+))?-([a-z]+)/.exec(slug);
  const unit = match && UNITS[match[3]!];
  return match && unit ? `${match[1]}${match[2] ? `.${match[2]}` : ''}${unit}` : undefined;
}

export interface Look {
  /** The form slug of the path ('55-inch', 'standard'). */
  form: string;
  /** The colour slug of the path ('midnight-green'). */
  colour: string;
}

export function productImage(picture: string, brandSlug: string, modelKey: string, view: number, look?: Look): string {
  const paint = (look && paintOf(look.colour)) ?? NEUTRAL;
  const form = formOf(look?.form ?? 'standard');
  const brand = brandName(brandSlug);
  const kind = VIEWS[(view - 1) % VIEWS.length]!;
  const drawing = drawingFor(picture);
  const art = drawing
    ? staged(drawing, paint, form, kind)
    : `<rect x="170" y="90" width="260" height="340" rx="16" fill="${paint.body}"/><rect x="190" y="110" width="220" height="120" rx="6" fill="${paint.shade}"/>`;
  const backdrop = kind === 'close-up' ? '#e9ecef' : kind === 'angle' ? '#f1f3f5' : '#fafbfc';
  const tag = kind === 'front' ? formTag(form.slug) : undefined;
  // Top right: the product page and cards lay their discount badge over the top left.
  const tagWidth = 34 + (tag?.length ?? 0) * 17;
  return svg(
    600,
    600,
    `${GLASS_DEFS}<rect width="600" height="600" fill="${backdrop}"/>${art}` +
      (tag
        ? `<rect class="form-tag" x="${576 - tagWidth}" y="24" width="${tagWidth}" height="52" rx="26" fill="#2a2e34"/>` +
          text(576 - tagWidth / 2, 60, 28, tag, 'font-weight="700" fill="#fff"')
        : '') +
      `<rect y="468" width="600" height="132" fill="#fff"/>` +
      text(300, 522, 40, brand, `font-weight="700" fill="#2a2e34"`) +
      text(300, 566, 22, modelKey.toUpperCase(), 'fill="#555" letter-spacing="2"'),
    `${brand} ${modelKey.toUpperCase()}, ${kind} view`,
  );
}

export function bannerImage(device: 'desktop' | 'mobile', slug: string): string {
  const [width, height] = device === 'desktop' ? [1920, 600] : [768, 768];
  const h = hue(slug);
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${h} 70% 40%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 55%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      text(width / 2, height / 2 - 10, device === 'desktop' ? 96 : 64, titleCase(slug), 'font-weight="700" fill="#fff"') +
      text(width / 2, height / 2 + 60, device === 'desktop' ? 40 : 30, 'Free Shipping Order Above Rs. 5000', 'fill="#fff"'),
    titleCase(slug),
  );
}
