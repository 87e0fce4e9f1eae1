// GET images/<path>: the generated product, banner (slider, best-seller, EMI, promo), category,
// brand and store pictures. The same path always gives the same picture, so answers are cached for
// a year as immutable.
import { createHash } from 'node:crypto';
import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { bannerImage, productImage, storeImage } from './svg-art.js';
import { bestSellerImage, brandImage, categoryImage, emiBanner, PROMO_NAMES, promoBanner } from './store-art.js';

const SEGMENT = '[a-z0-9][a-z0-9-]{0,79}';
const PATTERNS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [
    new RegExp(`^products/(${SEGMENT})/(${SEGMENT})/(${SEGMENT})-([1-9])\\.svg$`),
    (m) => productImage(m[1]!, m[2]!, m[3]!, Number(m[4])),
  ],
  [
    new RegExp(`^banners/(desktop|mobile)/[0-9]{1,2}-(${SEGMENT})\\.svg$`),
    (m) => bannerImage(m[1] as 'desktop' | 'mobile', m[2]!),
  ],
  [new RegExp(`^banners/best-seller-(${SEGMENT})\\.svg$`), (m) => bestSellerImage(m[1]!)],
  [/^banners\/no-cost-emi\.svg$/, () => emiBanner()],
  [new RegExp(`^banners/promo-(${PROMO_NAMES.join('|')})\\.svg$`), (m) => promoBanner(m[1]!)],
  [new RegExp(`^categories/(${SEGMENT})\\.svg$`), (m) => categoryImage(m[1]!)],
  [new RegExp(`^brands/(${SEGMENT})\\.svg$`), (m) => brandImage(m[1]!)],
  [new RegExp(`^stores/(${SEGMENT})\\.svg$`), (m) => storeImage(m[1]!)],
];

const CACHE_LIMIT = 5000;

export const imagesRoutes: RoutesPlugin = async (app) => {
  const cache = new Map<string, { svg: string; etag: string }>();

  const render = (path: string) => {
    const hit = cache.get(path);
    if (hit) return hit;
    for (const [pattern, draw] of PATTERNS) {
      const match = path.match(pattern);
      if (!match) continue;
      const svg = draw(match);
      const entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(path, entry);
      return entry;
    }
    return undefined;
  };

  app.get(
    '/images/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Generated images (SVG) by relative path, e.g. products/tv/lg/lga101b-1.svg',
        params: { type: 'object', properties: { '*': { type: 'string', maxLength: 300 } } },
        response: { 200: { type: 'string' }, 304: { description: 'Not modified: the If-None-Match etag matched (no body)' } },
      },
    },
    async (request, reply) => {
      const path = (request.params['*'] ?? '').toLowerCase();
      const image = render(path);
      if (!image) throw new ApiError(404, 'No such image');
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    },
  );
};
