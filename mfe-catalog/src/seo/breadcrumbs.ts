// A trail of pages from the home page to this one, as the page shows it and as schema.org's
// BreadcrumbList tells search engines.
import type { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  /** A path of the store ('/category/audio'). */
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };
