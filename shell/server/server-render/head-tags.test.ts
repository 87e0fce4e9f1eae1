import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HeadTags } from '@store/shared';
import type { Language } from '@store/runtime/languages';
import { scriptJson } from '../html-text';
import { HeadList } from '../page-head/head-items';
import { headItemHtml, renderPage, wholePage } from '../page-head/render-page';
import { parseShellTemplate } from '../page-head/shell-template';
import { addHeadTags, imagePreloads } from './head-tags';

const TEMPLATE =
  '<html><head><meta name=description content="The store"><title>Bengal Electronics</title></head><body><div id=root></div></body></html>';

/** The shell's page with a section's head tags. */
function withHeadTags(template: string, head: HeadTags | undefined, nonce: string, language: Language = 'en'): string {
  const list = new HeadList();
  addHeadTags(list, head, language);
  return wholePage(renderPage(parseShellTemplate(template), list.items, { nonce, lang: 'en-IN', shellStart: 'in-head' }));
}

const imagePreloadLinks = (head: HeadTags | undefined) =>
  imagePreloads(head)
    .map((item) => headItemHtml(item, 'n0nce'))
    .join('');

test("a page's own title, description and canonical link replace the shell's, escaped", () => {
  const html = withHeadTags(
    TEMPLATE,
    { title: 'TV <b>"best"</b> & more', description: 'A "fine" TV', canonical: 'https://store.example/product/A&B' },
    'n0nce',
  );
  assert.match(html, /<title>TV &lt;b&gt;&quot;best&quot;&lt;\/b&gt; &amp; more<\/title>/);
  assert.match(html, /<meta name="description" content="A &quot;fine&quot; TV" \/>/);
  assert.ok(!html.includes('content="The store"'));
  assert.match(html, /<link rel="canonical" href="https:\/\/store.example\/product\/A&amp;B" data-server-head><\/head>/);
});

test('JSON-LD goes in with the nonce, and no text in it can close the script', () => {
  const html = withHeadTags(TEMPLATE, { jsonLd: [{ name: '</script><script>alert(1)</script>' }] }, 'n0nce');
  assert.match(
    html,
    /<script type="application\/ld\+json" nonce="n0nce" data-server-head>\{"name":"\\u003c\/script>\\u003cscript>alert\(1\)\\u003c\/script>"\}<\/script><\/head>/,
  );
  assert.equal(html.match(/<\/script>/g)?.length, 1);
});

test('without head tags the page is the shell’s own', () => {
  assert.equal(withHeadTags(TEMPLATE, undefined, 'n0nce'), TEMPLATE);
  assert.equal(scriptJson({ a: '<\u2028' }), '{"a":"\\u003c\\u2028"}');
});

test("the first view's pictures are preloaded each for its screens, escaped, and only from the store's own origin", () => {
  assert.equal(
    imagePreloadLinks({
      imagePreloads: [
        { href: '/api/images/banners/desk-1.webp', media: '(min-width: 769px)' },
        { href: '/api/images/banners/mob "1".webp', media: '(max-width: 768px)' },
        { href: '//elsewhere.example/banner.webp' },
        { href: 'https://elsewhere.example/banner.webp' },
        { href: '/api/images/logo.webp' },
      ],
    }),
    '<link rel="preload" as="image" href="/api/images/banners/desk-1.webp" media="(min-width: 769px)" fetchpriority="high">' +
      '<link rel="preload" as="image" href="/api/images/banners/mob &quot;1&quot;.webp" media="(max-width: 768px)" fetchpriority="high">' +
      '<link rel="preload" as="image" href="/api/images/logo.webp" fetchpriority="high">',
  );
  assert.equal(imagePreloadLinks(undefined), '');
  assert.equal(imagePreloadLinks({ title: 'A page without pictures to hint' }), '');
});

test('a page in Bengali names itself canonical under /bn and every language as an alternate', () => {
  const html = withHeadTags(TEMPLATE, { canonical: 'https://store.example/product/X1?ref=a' }, 'n0nce', 'bn');
  assert.match(html, /<link rel="canonical" href="https:\/\/store.example\/bn\/product\/X1\?ref=a" data-server-head>/);
  assert.match(html, /hreflang="en-IN" href="https:\/\/store.example\/product\/X1\?ref=a"/);
  assert.match(html, /hreflang="bn-IN" href="https:\/\/store.example\/bn\/product\/X1\?ref=a"/);
  assert.match(html, /hreflang="hi-IN" href="https:\/\/store.example\/hi\/product\/X1\?ref=a"/);
  assert.match(html, /hreflang="x-default" href="https:\/\/store.example\/product\/X1\?ref=a"/);
  // The home page in Bengali is /bn/.
  assert.match(
    withHeadTags(TEMPLATE, { canonical: 'https://store.example/' }, 'n0nce', 'hi'),
    /rel="canonical" href="https:\/\/store.example\/hi\/"/,
  );
});
