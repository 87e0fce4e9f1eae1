import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPage, wholePage } from './render-page';
import { parseShellTemplate } from './shell-template';

// As html-webpack-plugin writes it: minified, quotes gone where it can.
const BUILT =
  '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="The store\'s own"><link rel=icon href="data:image/svg+xml,%3Csvg%3E>"><style>#root main{min-height:100vh}</style>' +
  '<title>Bengal Electronics</title><link rel=stylesheet href=/s/735.css data-href=735.css><script defer src=/s/main.js></script>' +
  '<link rel=preload as=script href=/s/735.js><link rel=preload as=script href=/s/libraries.js></head>' +
  '<body><noscript>Browse without JavaScript</noscript><div id=root></div></body></html>';

test("the released shell's page is read into its head's parts, in order, each as the build wrote it", () => {
  const template = parseShellTemplate(BUILT);
  assert.deepEqual(
    template.head.map((part) => part.kind),
    [
      'charset',
      'viewport',
      'description',
      'verbatim',
      'verbatim',
      'title',
      'stylesheet',
      'entry',
      'start-preload',
      'start-preload',
    ],
  );
  assert.deepEqual(
    template.head.flatMap((part) => ('href' in part ? [part.href] : 'src' in part ? [part.src] : [])),
    ['/s/735.css', '/s/main.js', '/s/735.js', '/s/libraries.js'],
  );
  assert.equal(template.head.find((part) => part.kind === 'title')?.html, '<title>Bengal Electronics</title>');
  assert.equal(
    template.head.find((part) => part.kind === 'description')?.html,
    '<meta name=description content="The store\'s own">',
  );
  assert.equal(template.html?.attributes[0]?.name, 'lang');
  assert.equal(template.root, '<div id=root></div>');
});

test("written back with nothing added, the page is the build's own, but for its language said with quotes", () => {
  const page = wholePage(renderPage(parseShellTemplate(BUILT), [], { nonce: 'n0nce', lang: 'en-IN', shellStart: 'in-head' }));
  assert.equal(page, BUILT.replace('lang=en-IN', 'lang="en-IN"').replace('<script defer', '<script fetchpriority="high" defer'));
});

test('a page without a root div or an <html> tag is still read', () => {
  const template = parseShellTemplate('<head><title>x</title></head><body></body>');
  assert.equal(template.html, null);
  assert.equal(template.root, '');
  assert.equal(template.beforeRoot, '</head><body></body>');
  assert.deepEqual(
    template.head.map((part) => part.kind),
    ['title'],
  );
});
