// /robots.txt: crawlers may read the store; the pages that are one shopper's own (cart, checkout,
// account, lists, payment results, login) hold nothing to index and are kept out. Paths follow
// shell/src/app/page-routes.ts.
const PERSONAL_ROUTES = [
  '/cart',
  '/checkout',
  '/my-account',
  '/wishlist',
  '/compare',
  '/success',
  '/failure',
  '/register-login',
  '/ops',
  '/api/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PERSONAL_ROUTES.map((route) => `Disallow: ${route}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
