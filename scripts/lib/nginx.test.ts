import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { startNginx } from './nginx.ts';

const asked: Record<string, number> = {};
let upstream: http.Server;
let upstreamAt: string;

/** An upstream whose answers say how they may be kept; it counts what reaches it. */
before(async () => {
  upstream = http.createServer((request, response) => {
    const url = request.url ?? '/';
    asked[url] = (asked[url] ?? 0) + 1;
    if (url.startsWith('/public')) response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
    if (url.startsWith('/public-with-cookie')) response.setHeader('Set-Cookie', 'store_bucket=7; Path=/');
    if (url.startsWith('/private')) response.setHeader('Cache-Control', 'private, no-store');
    response.end(`${url} ${asked[url]} from ${String(request.headers['x-forwarded-for'])}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamAt = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
after(() => upstream.close());

async function get(url: string): Promise<{ cache: string | null; body: string }> {
  const answer = await fetch(url);
  return { cache: answer.headers.get('x-proxy-cache'), body: await answer.text() };
}

test('with a proxy cache, nginx keeps what Cache-Control lets a shared cache keep, never an answer setting a cookie', async () => {
  const nginx = await startNginx({ upstreams: [upstreamAt], proxyCache: {} });
  try {
    assert.equal((await get(`${nginx.url}/public`)).cache, 'MISS');
    const hit = await get(`${nginx.url}/public`);
    assert.equal(hit.cache, 'HIT');
    assert.match(hit.body, /^\/public 1 from 127\.0\.0\.1$/, 'the kept copy; nginx says who asked');
    for (const url of ['/public-with-cookie', '/private']) {
      await get(`${nginx.url}${url}`);
      assert.equal((await get(`${nginx.url}${url}`)).cache, 'MISS', url);
      assert.equal(asked[url], 2, `${url} reached the upstream each time`);
    }
    assert.deepEqual(nginx.accessLog().slice(0, 2), ['200 MISS GET /public', '200 HIT GET /public']);
  } finally {
    await nginx.stop();
  }
});

test('without a cache, nginx spreads requests over its upstreams and its folder goes when it stops', async () => {
  const nginx = await startNginx({ upstreams: [upstreamAt, upstreamAt] });
  const before = asked['/public'] ?? 0;
  await get(`${nginx.url}/public`);
  assert.equal((await get(`${nginx.url}/public`)).cache, null);
  assert.equal(asked['/public'], before + 2);
  await nginx.stop();
  assert.equal(fs.existsSync(nginx.dir), false);
});

test('with nextUpstream, a GET one upstream answers 503 goes on to the other; without it the shopper gets the 503', async () => {
  const busy = http.createServer((_request, response) => {
    response.statusCode = 503;
    response.end('busy');
  });
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const busyAt = `127.0.0.1:${(busy.address() as AddressInfo).port}`;
  const statuses = async (nextUpstream?: string) => {
    const nginx = await startNginx({ upstreams: [busyAt, upstreamAt], nextUpstream });
    try {
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await fetch(`${nginx.url}/page`);
        await answer.text();
        seen.push(answer.status);
      }
      return seen;
    } finally {
      await nginx.stop();
    }
  };
  try {
    assert.deepEqual(await statuses('error timeout http_502 http_503'), [200, 200, 200, 200, 200, 200]);
    assert.ok((await statuses()).includes(503), 'round robin reaches the busy upstream');
  } finally {
    busy.close();
  }
});
