// /fonts/<version>/<file>.woff2: the Bengali and Devanagari subsets from their @fontsource packages,
// read once; the version is in the URL, so a browser keeps them for ever.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { FONT_VERSION, FONT_WEIGHTS, SCRIPT_FONTS } from '../../src/app/language-font-faces';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function fontFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const font of Object.values(SCRIPT_FONTS)) {
    const dir = path.dirname(require.resolve(`@fontsource/${font.packageName}/package.json`));
    for (const weight of FONT_WEIGHTS) {
      const file = `${font.stem}-${weight}-normal.woff2`;
      files.set(file, fs.readFileSync(path.join(dir, 'files', file)));
    }
  }
  return files;
}

export const fontRoutes: FastifyPluginAsync = async (app) => {
  const files = fontFiles();
  app.get<{ Params: { version: string; file: string } }>('/fonts/:version/:file', (request, reply) => {
    const font = request.params.version === FONT_VERSION ? files.get(request.params.file) : undefined;
    if (!font) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', IMMUTABLE).type('font/woff2').send(font);
  });
};
