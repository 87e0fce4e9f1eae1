// The head's picture preloads come from the rendered section's own first view: the edge asks the api
// for nothing and knows nothing of the home page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';

let deployDir: string;

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-image-preloads-'));
  const shellDir = releaseTestShell(
    deployDir,
    '<html><head><link rel="stylesheet" href="/__shell__/main.css"><script defer src="/__shell__/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  // A shell whose render gives the section's head: pictures to preload on /, none elsewhere.
  fs.writeFileSync(
    path.join(shellDir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async (request) => {
  const home = new URL(request.url).pathname === '/';
  return {
    status: 200,
    head: home
      ? { title: 'Home', imagePreloads: [
          { href: '/api/images/banners/desk-1.webp', media: '(min-width: 769px)' },
          { href: '/api/images/banners/mob-1.webp', media: '(max-width: 768px)' },
          { href: 'https://elsewhere.example/tracker.webp' },
        ] }
      : { title: 'About' },
    render: (callbacks) => {
      setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
      return { pipe: (sink) => sink.end('<p>page</p>'), abort: () => undefined };
    },
    renderedState: () => ({ slots: [] }),
  };
};`,
  );
  fs.writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify({ shell: TEST_SHELL }));
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

// Nothing listens there: a page that needed the api for its hints would wait and go without them.
const edge = (serverRender?: false) => createEdgeServer({ deployDir, apiUrl: 'http://127.0.0.1:9', serverRender });

test("the home page's head preloads the banners its render gives, each for its screens, ahead of the scripts", async () => {
  const app = await edge();
  try {
    const html = (await app.inject('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const desktop =
      '<link rel="preload" as="image" href="/api/images/banners/desk-1.webp" media="(min-width: 769px)" fetchpriority="high">';
    const mobile =
      '<link rel="preload" as="image" href="/api/images/banners/mob-1.webp" media="(max-width: 768px)" fetchpriority="high">';
    assert.ok(head.includes(desktop + mobile), head);
    assert.ok(!head.includes('elsewhere.example'), 'a picture elsewhere is not asked for');
    // A head that asks for its first picture fetches the scripts at once, behind it, and runs them after it.
    const entry = head.indexOf(`<link rel="preload" href="/remotes/shell/${TEST_SHELL.current}/main.js" as="script">`);
    assert.ok(entry > head.indexOf(mobile), 'the pictures are asked for before the scripts');
    assert.ok(!html.includes('<script defer src='), 'no entry tag: the entry runs when the loader adds it');
    assert.ok(
      html.includes(`"/remotes/shell/${TEST_SHELL.current}/main.js", [], 3000)`),
      'the loader runs the entry, with nothing left to ask for',
    );
  } finally {
    await app.close();
  }
});

test('a page whose render gives no pictures gets no preload, and asks for its scripts after its first view', async () => {
  const app = await edge();
  try {
    const html = (await app.inject('/about-us')).body;
    assert.ok(!html.includes('as="image"'));
    assert.ok(
      !html.slice(0, html.indexOf('</head>')).includes(`<link rel="preload" href="/remotes/shell/${TEST_SHELL.current}/main.js"`),
    );
  } finally {
    await app.close();
  }
});

test('a page the edge does not render has no picture preloads', async () => {
  const app = await edge(false);
  try {
    assert.ok(!(await app.inject('/')).body.includes('as="image"'));
  } finally {
    await app.close();
  }
});
