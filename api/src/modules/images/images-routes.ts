// GET images/<path>: the generated product, banner (slider, best-seller, EMI, promo), category,
// brand and store pictures, each as .webp (what the store's data names) or as .svg (the drawing it is
// made from; data seeded before the pictures were raster still names these). The same path always
// gives the same picture, so answers are cached for a year as immutable.
import { createHash } from 'node:crypto';
import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { rasterize } from './rasterize.js';
import { storeFront } from './store-front.js';
import { bannerImage, productImage } from './svg-art.js';
import { bestSellerImage, brandImage, categoryImage, emiBanner, PROMO_NAMES, promoBanner } from './store-art.js';

const SEGMENT = '[a-z0-9][a-z0-9-]{0,79}';
// Paths without their extension.
const PATTERNS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [
    new RegExp(`^products/(${SEGMENT})/(${SEGMENT})/(${SEGMENT})/(${SEGMENT})/(${SEGMENT})-([1-9])$`),
    (m) => productImage(m[1]!, m[4]!, m[5]!, Number(m[6]), { form: m[2]!, colour: m[3]! }),
  ],
  [
    new RegExp(`^products/(${SEGMENT})/(${SEGMENT})/(${SEGMENT})-([1-9])$`),
    (m) => productImage(m[1]!, m[2]!, m[3]!, Number(m[4])),
  ],
  [new RegExp(`^banners/(desktop|mobile)/[0-9]{1,2}-(${SEGMENT})$`), (m) => bannerImage(m[1] as 'desktop' | 'mobile', m[2]!)],
  [new RegExp(`^banners/best-seller-(${SEGMENT})$`), (m) => bestSellerImage(m[1]!)],
  [/^banners\/no-cost-emi$/, () => emiBanner()],
  [new RegExp(`^banners/promo-(${PROMO_NAMES.join('|')})$`), (m) => promoBanner(m[1]!)],
  [new RegExp(`^categories/(${SEGMENT})$`), (m) => categoryImage(m[1]!)],
  [new RegExp(`^brands/(${SEGMENT})$`), (m) => brandImage(m[1]!)],
  [new RegExp(`^stores/(${SEGMENT})$`), (m) => storeFront(m[1]!)],
];

const FORMATS = {
  svg: { type: 'image/svg+xml; charset=utf-8', encode: async (svg: string) => Buffer.from(svg) },
  webp: { type: 'image/webp', encode: rasterize },
} as const;
type Format = keyof typeof FORMATS;

const CACHE_LIMIT = 5000;

interface Picture {
  body: Buffer;
  etag: string;
  type: string;
}

function drawing(name: string): string | undefined {
  for (const [pattern, draw] of PATTERNS) {
    const match = name.match(pattern);
    if (match) return draw(match);
  }
  return undefined;
}

export const imagesRoutes: RoutesPlugin = async (app) => {
  // Promises, so that the page's many asks for one picture at once encode it once.
  const cache = new Map<string, Promise<Picture>>();

  const picture = (path: string): Promise<Picture> | undefined => {
    const hit = cache.get(path);
    if (hit) return hit;
    const [, name, format] = /^(.+)\.(svg|webp)$/.exec(path) ?? [];
    const svg = name ? drawing(name) : undefined;
    if (!svg) return undefined;
    const { encode, type } = FORMATS[format as Format];
    const encoding = encode(svg).then((body) => ({
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(path, encoding);
    encoding.catch(() => cache.delete(path));
    return encoding;
  };

  app.get(
    '/images/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Generated images (WebP, or the SVG drawn for it) by relative path, e.g. products/tv/lg/lga101b-1.webp',
        params: { type: 'object', properties: { '*': { type: 'string', maxLength: 300 } } },
        response: { 200: { type: 'string' }, 304: { description: 'Not modified: the If-None-Match etag matched (no body)' } },
      },
    },
    async (request, reply) => {
      const path = (request.params['*'] ?? '').toLowerCase();
      const encoding = picture(path);
      if (!encoding) throw new ApiError(404, 'No such image');
      const image = await encoding;
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.type).send(image.body);
    },
  );
};
