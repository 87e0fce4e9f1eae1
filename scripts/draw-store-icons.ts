// Draws the store's home-screen icons (web app manifest, apple-touch-icon) as SVG in the brand's
// colours (shared/src/ui/base.css: --color-primary, --color-accent) and renders the PNGs with the
// system Chromium. The PNGs are committed in shell/public/icons/; run this again after changing the
// drawing: `tsx scripts/draw-store-icons.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, screenshotHtml } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/paths.ts';

const PRIMARY = '#c62828';
const ACCENT = '#ffb300';
const OUT = path.join(REPO_ROOT, 'shell', 'public', 'icons');

/** A lightning bolt (electronics) on the brand red, with the accent as a spark; 512 units square. */
function drawing({ fullBleed, scale }: { fullBleed: boolean; scale: number }): string {
  const background = fullBleed
    ? `<rect width="512" height="512" fill="${PRIMARY}"/>`
    : `<rect width="512" height="512" rx="104" fill="${PRIMARY}"/>`;
  const mark =
    `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">` +
    `<circle cx="256" cy="256" r="184" fill="none" stroke="#ffffff" stroke-width="28"/>` +
    `<path d="M286 104 L168 284 H246 L222 408 L346 218 H266 Z" fill="#ffffff"/>` +
    `<circle cx="372" cy="140" r="26" fill="${ACCENT}"/>` +
    `</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${mark}</svg>`;
}

const ICONS = [
  // 'any' icons may be shown as they are: rounded corners, transparent outside.
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 0.92 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 0.92 },
  // Maskable: the platform cuts its own shape, so the colour fills the square and the mark stays in
  // the safe zone (the middle 80% circle).
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.72 },
  // iOS shows transparency as black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.86 },
];

function render(chromium: string, svg: string, size: number, file: string): void {
  const html =
    `<!doctype html><html><body style="margin:0;background:transparent">` +
    svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `) +
    `</body></html>`;
  screenshotHtml(chromium, html, path.join(OUT, file), size, size);
}

const chromium = ensureChromium();
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'store-icon.svg'), `${drawing({ fullBleed: false, scale: 0.92 })}\n`);
for (const icon of ICONS) {
  render(chromium, drawing(icon), icon.size, icon.file);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${fs.statSync(path.join(OUT, icon.file)).size} bytes`);
}
