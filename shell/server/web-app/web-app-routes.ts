// /manifest.webmanifest, /icons/<icon>.png and /apple-touch-icon.png (which iOS also asks for
// without a link). The icons are committed PNGs (shell/public/icons/); their names carry no hash,
// so they are cached for a day, not for ever.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ICON_FILES, webAppManifest } from './web-app-manifest';

const ICON_DIR = path.resolve(__dirname, '..', '..', 'public', 'icons');
const CACHE = 'public, max-age=86400';

export const webAppRoutes: FastifyPluginAsync = async (app) => {
  const icons = new Map(Object.keys(ICON_FILES).map((file) => [file, fs.readFileSync(path.join(ICON_DIR, file))]));
  const manifest = JSON.stringify(webAppManifest());

  app.get('/manifest.webmanifest', (_request, reply) =>
    reply.header('Cache-Control', CACHE).type('application/manifest+json; charset=utf-8').send(manifest),
  );
  const sendIcon = (file: string) => icons.get(file);
  app.get<{ Params: { file: string } }>('/icons/:file', (request, reply) => {
    const icon = request.params.file !== 'apple-touch-icon.png' ? sendIcon(request.params.file) : undefined;
    if (!icon) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', CACHE).type('image/png').send(icon);
  });
  app.get('/apple-touch-icon.png', (_request, reply) =>
    reply.header('Cache-Control', CACHE).type('image/png').send(sendIcon('apple-touch-icon.png')),
  );
};
