// Generated pictures for the seed catalog: product, slider banner and store images as
// small SVGs drawn from the image path alone, so no image files need to ship with the repo.
import { hue, svg, text, titleCase } from './svg-kit.js';

type Shape = 'phone' | 'screen' | 'box' | 'round' | 'camera' | 'small';

const SHAPES: Record<string, Shape> = {
  smartphone: 'phone', tablet: 'phone', 'power-bank': 'small', charger: 'small', laptop: 'screen', desktop: 'screen',
  monitor: 'screen', tv: 'screen', projector: 'camera', 'home-theatre': 'round', speaker: 'round', headphone: 'round',
  earbuds: 'round', soundbar: 'small', dslr: 'camera', mirrorless: 'camera', 'action-camera': 'camera',
  'camera-accessory': 'camera', smartwatch: 'small', trimmer: 'small', 'hair-dryer': 'small', keyboard: 'small',
  storage: 'small', router: 'small', gaming: 'small',
};

function drawShape(shape: Shape, colour: string): string {
  switch (shape) {
    case 'phone':
      return `<rect x="220" y="110" width="160" height="300" rx="24" fill="${colour}"/><rect x="232" y="130" width="136" height="250" rx="8" fill="#fff" opacity=".85"/>`;
    case 'screen':
      return `<rect x="110" y="130" width="380" height="230" rx="10" fill="${colour}"/><rect x="124" y="144" width="352" height="202" fill="#fff" opacity=".85"/><rect x="270" y="360" width="60" height="40" fill="${colour}"/><rect x="220" y="400" width="160" height="12" rx="6" fill="${colour}"/>`;
    case 'round':
      return `<circle cx="300" cy="260" r="140" fill="${colour}"/><circle cx="300" cy="260" r="80" fill="#fff" opacity=".8"/><circle cx="300" cy="260" r="30" fill="${colour}"/>`;
    case 'camera':
      return `<rect x="140" y="170" width="320" height="200" rx="20" fill="${colour}"/><rect x="200" y="140" width="90" height="40" rx="8" fill="${colour}"/><circle cx="300" cy="270" r="70" fill="#fff" opacity=".85"/><circle cx="300" cy="270" r="40" fill="${colour}"/>`;
    case 'small':
      return `<rect x="200" y="170" width="200" height="180" rx="30" fill="${colour}"/><rect x="225" y="195" width="150" height="40" rx="8" fill="#fff" opacity=".8"/>`;
    default:
      return `<rect x="170" y="90" width="260" height="340" rx="16" fill="${colour}"/><rect x="190" y="110" width="220" height="120" rx="6" fill="#fff" opacity=".8"/><rect x="190" y="250" width="220" height="160" rx="6" fill="#fff" opacity=".6"/>`;
  }
}

const VIEWS = ['Front', 'Side', 'Detail'];

export function productImage(subSlug: string, brandSlug: string, modelKey: string, view: number): string {
  const h = hue(brandSlug);
  const colour = `hsl(${h} 45% 35%)`;
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="hsl(${h} 40% 96%)"/>${drawShape(SHAPES[subSlug] ?? 'box', colour)}` +
      text(300, 480, 40, titleCase(brandSlug), `font-weight="700" fill="${colour}"`) +
      text(300, 525, 24, modelKey.toUpperCase(), 'fill="#444"') +
      text(300, 565, 18, `${titleCase(subSlug)} · ${VIEWS[(view - 1) % VIEWS.length]}`, 'fill="#777"'),
    `${titleCase(brandSlug)} ${modelKey.toUpperCase()}`,
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

export function storeImage(slug: string): string {
  const h = hue(slug);
  return svg(
    600,
    400,
    `<rect width="600" height="400" rx="24" fill="hsl(${h} 55% 90%)"/>` +
      text(300, 210, 28, `Showroom ${slug}`, `font-weight="700" fill="hsl(${h} 60% 30%)"`),
    titleCase(slug),
  );
}
