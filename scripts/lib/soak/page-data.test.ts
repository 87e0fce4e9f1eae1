import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leftToTheBrowser, listsProducts, mainText, missingOnProductPage } from './page-data.ts';

const product = { Model: 'BT-100', Name: 'boAt Rockerz 450 "Pro" & more', Sale_price: 1299, Regular_price: 2990 };

test("a server-rendered product page carries its name and price in <main>, not only in the page's scripts", () => {
  const rendered = `<main><h1>boAt Rockerz 450 &quot;Pro&quot; &amp; more</h1><p>₹1,299.00</p></main>`;
  assert.deepEqual(missingOnProductPage(rendered, product), []);
  const shell = `<main><div aria-busy="true"></div></main><script>window.__SSR__={"name":"boAt Rockerz 450 \\"Pro\\" & more ₹1,299.00"}</script>`;
  assert.deepEqual(missingOnProductPage(shell, product), ['the product name', 'the price']);
  assert.equal(mainText('<main>a<!-- x -->b <b>c</b></main>'), 'ab c ');
});

test('a listing carries products when <main> links to product pages with one of its names', () => {
  const listing = '<main><a href="/product/BT-100">boAt Rockerz</a></main>';
  assert.equal(listsProducts(listing), true);
  assert.equal(listsProducts(listing, ['boAt Rockerz']), true);
  assert.equal(listsProducts(listing, ['Another name']), false);
  assert.equal(listsProducts('<header><a href="/product/BT-100">x</a></header><main>No products</main>'), false);
});

test('a page the edge left for the browser to fill says so in window.__SSR__, or is the plain shell page', () => {
  const state = (slots: object[]) => `<main></main><script nonce="n">window.__SSR__=${JSON.stringify({ slots })};x()</script>`;
  assert.equal(
    leftToTheBrowser(state([{ remote: 'mfe-catalog', module: 'HomePage', firstView: { a: '};' } }]), 'HomePage'),
    false,
  );
  assert.equal(leftToTheBrowser(state([{ remote: 'mfe-catalog', module: 'HomePage' }]), 'HomePage'), true);
  assert.equal(leftToTheBrowser(state([]), 'HomePage'), true);
  assert.equal(leftToTheBrowser('<main></main>', 'HomePage'), true);
});
