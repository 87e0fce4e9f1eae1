// What the edge writes into a server-rendered catalogue page's <head>, from that page's SEO.
import { documentTitle, type HeadTags } from '@store/shared';
import type { PageSeo } from './product-seo';

export function headTagsOf(seo: PageSeo): HeadTags {
  return { title: documentTitle(seo.title), description: seo.description, canonical: seo.canonical, jsonLd: seo.jsonLd };
}
