// The limit the store's pages are measured against (issue 13): a static HTML page with one hero
// image and a few words, no script, served by the bench itself. Its hero is a photo-like PNG (a
// gradient with the store's colours) rendered once by Chromium: Chromium does not count flat SVGs
// as the largest paint, and the store's own banners are SVG.
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
  close(): Promise<void>;
}

/** Serves the limit page on 127.0.0.1:`port` (gzip for the HTML, a year's cache for the hero). */
export async function startLimitPage(chromium: string, port: number): Promise<LimitPage> {
  const hero = path.join(os.tmpdir(), `store-limit-hero-${HERO_WIDTH}x${HERO_HEIGHT}.png`);
  renderHero(chromium, hero);
  const heroBytes = fs.readFileSync(hero);
  const html = gzipSync(LIMIT_HTML);
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
