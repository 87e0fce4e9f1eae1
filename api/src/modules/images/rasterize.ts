// The store's pictures are drawn as SVG and sent as WebP: a browser lays out and paints every SVG
// image as a document of its own on the page's main thread (on the home page, with fifty of them,
// a third of its main-thread work at 4× CPU: docs/decisions/0009), where a WebP is decoded off it.
import sharp from 'sharp';

// The route keeps the encoded pictures; libvips' own cache would hold them a second time.
sharp.cache(false);

const QUALITY = 80;

/** The SVG as a WebP at the size its width and height give. */
export async function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
}
