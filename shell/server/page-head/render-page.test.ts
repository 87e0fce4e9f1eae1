import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HeadList } from './head-items';
import { renderPage, wholePage } from './render-page';
import { parseShellTemplate } from './shell-template';

const SHELL =
  '<html lang=en-IN><head><meta name=viewport content=width=device-width><title>Store</title><link rel=stylesheet href=/s/1.css>' +
  '<script defer src=/s/main.js></script><link rel=preload as=script href=/s/2.js></head><body><div id=root></div></body></html>';

test('each item goes to its place in the head, in the order it was added there', () => {
  const list = new HeadList()
    .add('end', { kind: 'script', code: 'window.a=1' })
    .add('first', { kind: 'script', code: 'early()' })
    .add('with-styles', { kind: 'stylesheet', href: '/r/3.css', dataHref: '3.css' })
    .add('with-styles', { kind: 'preload', as: 'image', href: '/i/b.webp', media: '(min-width: 769px)', fetchpriority: 'high' })
    .add('after-viewport', { kind: 'font', href: '/f/bn.woff2', css: '@font-face{}', language: 'bn' })
    .add('end', { kind: 'preload', href: '/r/m.json', as: 'fetch', crossorigin: true })
    .add('shell-own', { kind: 'title', text: 'A TV' });
  const page = renderPage(parseShellTemplate(SHELL), list.items, { nonce: 'n0nce', lang: 'bn-IN', shellStart: 'taken' });
  assert.equal(
    page.beforeRoot,
    '<html lang="bn-IN"><head><meta name=viewport content=width=device-width>' +
      '<link rel="preload" href="/f/bn.woff2" as="font" type="font/woff2" crossorigin><style nonce="n0nce" data-language-fonts="bn">@font-face{}</style>' +
      '<title>A TV</title><script nonce="n0nce">early()</script><link rel=stylesheet href=/s/1.css>' +
      '<link rel="stylesheet" href="/r/3.css" data-href="3.css">' +
      '<link rel="preload" as="image" href="/i/b.webp" media="(min-width: 769px)" fetchpriority="high">' +
      '<script nonce="n0nce">window.a=1</script><link rel="preload" href="/r/m.json" as="fetch" crossorigin></head><body>',
  );
  assert.equal(page.root, '<div id=root></div>');
  assert.equal(page.afterRoot, '</body></html>');
});

test("every attribute value the edge writes is escaped, and a section's description replaces the shell's", () => {
  const list = new HeadList()
    .add('shell-own', { kind: 'meta', name: 'description', content: 'A "fine" <TV> & more' })
    .add('end', { kind: 'link', rel: 'canonical', href: 'https://store.example/?a=1&b="2"' })
    .add('end', { kind: 'json-ld', data: { name: '</script>' } });
  const page = wholePage(
    renderPage(parseShellTemplate('<head><meta name=description content="The store"></head>'), list.items, {
      nonce: 'n0nce',
      lang: 'en-IN',
      shellStart: 'in-head',
    }),
  );
  assert.equal(
    page,
    '<head><meta name="description" content="A &quot;fine&quot; &lt;TV&gt; &amp; more" />' +
      '<link rel="canonical" href="https://store.example/?a=1&amp;b=&quot;2&quot;" data-server-head>' +
      '<script type="application/ld+json" nonce="n0nce" data-server-head>{"name":"\\u003c/script>"}</script></head>',
  );
});

test('a shell with no stylesheet has the first items after every other', () => {
  const list = new HeadList().add('first', { kind: 'script', code: 'early()' }).add('end', { kind: 'script', code: 'late()' });
  const page = renderPage(parseShellTemplate('<html><head></head><body></body></html>'), list.items, {
    nonce: 'n',
    lang: 'en-IN',
    shellStart: 'taken',
  });
  assert.equal(
    page.beforeRoot,
    '<html><head><script nonce="n">late()</script><script nonce="n">early()</script></head><body></body></html>',
  );
});
