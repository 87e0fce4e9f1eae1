// The production-like edge on :3000: the shell, /registry.json, /remotes/... and /api proxied to
// the api. Hashed assets are immutable; the registry, manifests, remote entries and HTML are not cached.
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { createBannerHints } from './banner-hints';
import { preloadHints } from './preload-hints';

export interface EdgeOptions {
  shellDist: string;
  deployDir: string;
  apiUrl: string;
  logger?: boolean;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A Brotli copy written by the build (`x.1234abcd.js.br`) is cached like the file it compresses.
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp)(\.br)?$/;

function cacheHeader(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
}

function readRegistry(deployDir: string): string {
  try {
    return fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
  } catch {
    return '{}';
  }
}

/**
 * The shell's HTML with the current registry written in, saving the page one round trip, and
 * preload links for the remotes this page needs (and `extraHints`, e.g. the home page's banner).
 */
function renderIndex(template: string, registryJson: string, deployDir: string, pathname: string, extraHints: string): string {
  let registry = '{}';
  let hints = '';
  try {
    const parsed = JSON.parse(registryJson) as unknown;
    registry = JSON.stringify(parsed).replace(/</g, '\\u003c');
    if (typeof parsed === 'object' && parsed !== null) hints = preloadHints(deployDir, parsed, pathname);
  } catch {
    // A malformed registry is left for the shell to report; the page itself still loads.
  }
  return template.replace('</head>', `<script>window.__REGISTRY__=${registry}</script>${hints}${extraHints}</head>`);
}

export async function createEdgeServer(options: EdgeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const indexFile = path.join(options.shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`The shell is not built: ${indexFile} is missing`);
  // Read again whenever the shell is rebuilt, so a running edge never serves a page whose scripts are gone.
  let index = { mtimeMs: 0, template: '' };
  const indexTemplate = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, template: fs.readFileSync(indexFile, 'utf8') };
    return index.template;
  };

  await app.register(compress, { global: true, threshold: 1024 });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('application/json');
    return readRegistry(options.deployDir);
  });

  await app.register(fastifyStatic, {
    root: path.join(options.deployDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', cacheHeader(file));
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  await app.register(proxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    // The api limits per shopper address: it must see the caller's address, and only this edge may
    // say what it is (a client's own X-Forwarded-For is replaced, never passed on).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' }),
    },
  });

  await app.register(fastifyStatic, {
    root: options.shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', cacheHeader(file));
    },
  });

  const bannerHints = createBannerHints({ apiUrl: options.apiUrl });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const html = renderIndex(indexTemplate(), readRegistry(options.deployDir), options.deployDir, pathname, await bannerHints(pathname));
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', sendIndex);
  // Every other path is a route of the single-page app, unless it names a file.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(request, reply);
  });
  return app;
}
