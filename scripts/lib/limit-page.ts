// The limit the store's pages are measured against (docs/decisions/0011): a static HTML page with one hero
// image and a few words, no script, served by the bench itself, plain and with the store's policy
// headers. Its hero is a photo-like PNG (a gradient with the store's colours) rendered once by
// Chromium: Chromium does not count flat SVGs as the largest paint, and the store's own banners are SVG.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenshotHtml } from './chromium.ts';

const HERO_WIDTH = 1200;
const HERO_HEIGHT = 500;

function renderHero(chromium: string, file: string): void {
  if (fs.existsSync(file)) return;
  const html =
    '<!doctype html><html><body style="margin:0"><div style="width:1200px;height:500px;' +
    'background:radial-gradient(circle at 30% 40%,#ffb300,transparent 45%),linear-gradient(120deg,#8e0000,#c62828 50%,#1f2328);' +
    'font:700 72px system-ui;color:#fff;display:flex;align-items:center;padding-left:80px;box-sizing:border-box">' +
    'Big Festive Sale</div></body></html>';
  screenshotHtml(chromium, html, file, HERO_WIDTH, HERO_HEIGHT);
}

export const LIMIT_HTML = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The limit page of the store's benchmark: one hero image, no script.">
<title>Bengal Electronics | The limit</title>
<link rel="icon" href="data:,">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2328;background:#f5f6f8}header{background:#c62828;color:#fff;padding:12px 16px;font-weight:700}img{display:block;width:100%;height:auto}main{max-width:1240px;margin:0 auto}p{padding:0 16px}</style>
</head>
<body>
<header>Bengal Electronics</header>
<main>
<img src="/hero.png" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" alt="Big Festive Sale on TVs, phones and appliances" fetchpriority="high">
<h1 style="padding:0 16px">Big Festive Sale</h1>
<p>Electronics and home appliances from West Bengal's trusted chain since 1987.</p>
</main>
</body>
</html>
`;

export interface LimitPage {
  url: string;
  /** The same page with the security headers the store's own pages carry (`pageHeaders`). */
  withStoreHeadersUrl: string;
  close(): Promise<void>;
}

export const WITH_STORE_HEADERS_PATH = '/with-store-headers';

/**
 * The headers of a store page that change how the browser loads any page, whatever it holds: its
 * policies. Cross-Origin-Opener-Policy above all: a page that sends it is loaded in a renderer
 * process of its own, not the one the tab had (about:blank, where Lighthouse starts), and a fresh
 * renderer's first layout and paint are slow. Served with these, the limit page pays what a store
 * page pays for its headers; without them, it shows what the page alone costs.
 */
const PAGE_POLICY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
] as const;

export function pagePolicyHeaders(headers: Headers): Record<string, string> {
  const policies: Record<string, string> = {};
  for (const name of PAGE_POLICY_HEADERS) {
    const value = headers.get(name);
    if (value !== null) policies[name] = value;
  }
  return policies;
}

/** The limit page's server: `/` plain, WITH_STORE_HEADERS_PATH with `pageHeaders`, and its hero. */
export function limitPageServer(heroBytes: Buffer, pageHeaders: Record<string, string>): http.Server {
  const html = gzipSync(LIMIT_HTML);
  return http.createServer((request, response) => {
    if (request.url === '/' || request.url === WITH_STORE_HEADERS_PATH) {
      response.writeHead(200, {
        ...(request.url === WITH_STORE_HEADERS_PATH ? pageHeaders : {}),
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      response.end(html);
    } else if (request.url === '/hero.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(heroBytes);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
}

/** Serves the limit page on 127.0.0.1:`port` (gzip for the HTML, a year's cache for the hero). */
export async function startLimitPage(chromium: string, port: number, pageHeaders: Record<string, string>): Promise<LimitPage> {
  const hero = path.join(os.tmpdir(), `store-limit-hero-${HERO_WIDTH}x${HERO_HEIGHT}.png`);
  renderHero(chromium, hero);
  const server = limitPageServer(fs.readFileSync(hero), pageHeaders);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    withStoreHeadersUrl: new URL(WITH_STORE_HEADERS_PATH, url).href,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
