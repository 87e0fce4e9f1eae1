// A brand's name as the brand writes it (HP, IFB, boAt, OnePlus, TP-Link) from the lower-case slug
// of an image path; a slug the seed does not know reads in title case.
import { OTHER_BRANDS, POPULAR_BRANDS } from '../../seed/brands.js';
import { titleCase } from './svg-kit.js';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const BY_SLUG = new Map<string, string>([...POPULAR_BRANDS, ...OTHER_BRANDS].map((name) => [slug(name), name]));

export const brandName = (brandSlug: string): string => BY_SLUG.get(brandSlug) ?? titleCase(brandSlug);
