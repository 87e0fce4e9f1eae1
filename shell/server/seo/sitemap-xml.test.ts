import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeXml, sitemapIndexXml, urlSetXml } from './sitemap-xml';

test('the five XML specials are escaped, ampersand first', () => {
  assert.equal(escapeXml(`a&b<c>d"e'f&amp;`), 'a&amp;b&lt;c&gt;d&quot;e&apos;f&amp;amp;');
});

test('a urlset names each page under the origin, lastmod only when known', () => {
  const xml = urlSetXml('https://shop.example.in', [
    { path: "/brands/Dr.%20Morepen's", lastmod: '2024-01-05T12:00:00Z' },
    { path: '/', lastmod: null },
  ]);
  assert.equal(
    xml,
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://shop.example.in/brands/Dr.%20Morepen&apos;s</loc><lastmod>2024-01-05T12:00:00Z</lastmod></url>\n' +
      '<url><loc>https://shop.example.in/</loc></url>\n</urlset>\n',
  );
});

test('an index lists sitemap files', () => {
  const xml = sitemapIndexXml('https://shop.example.in', [{ path: '/sitemaps/products-1.xml', lastmod: '2024-02-01T00:00:00Z' }]);
  assert.match(
    xml,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  assert.match(
    xml,
    /<sitemap><loc>https:\/\/shop.example.in\/sitemaps\/products-1.xml<\/loc><lastmod>2024-02-01T00:00:00Z<\/lastmod><\/sitemap>/,
  );
});
