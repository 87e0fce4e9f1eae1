// The XML of the sitemaps protocol (sitemaps.org/protocol.html): an index naming the sitemap files,
// and each file's <urlset>. Every value is escaped; URLs are absolute under the public origin.
export interface SitemapEntry {
  /** A path of the store, already encoded ('/product/ABC123'). */
  path: string;
  /** W3C datetime, or null when unknown (then no <lastmod> is written). */
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'sitemap' | 'url', origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</${tag}>\n`;
}

export function sitemapIndexXml(origin: string, files: SitemapEntry[]): string {
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${files.map((file) => entryXml('sitemap', origin, file)).join('')}</sitemapindex>\n`;
}

export function urlSetXml(origin: string, pages: SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${pages.map((page) => entryXml('url', origin, page)).join('')}</urlset>\n`;
}
