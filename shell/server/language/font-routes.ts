// /fonts/<version>/<file>.woff2: the Bengali and Devanagari faces, read once: under <FONT_VERSION> the
// one-script files of their @fontsource packages, under <FONT_VERSION>-<SUBSET_VERSION> those cut to
// the store's words (font-subsets.ts). The version is in the URL, so a browser keeps them for ever.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { FONT_VERSION, FONT_WEIGHTS, SCRIPT_FONTS, type ScriptLanguage } from '../../src/app/language-font-faces';
import { SUBSET_VERSION } from '../../src/app/language-font-subsets';
import { fullFontFile, subsetFontFile } from './font-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function fontFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const language of Object.keys(SCRIPT_FONTS) as ScriptLanguage[]) {
    for (const weight of FONT_WEIGHTS) {
      const full = fullFontFile(language, weight);
      files.set(`${FONT_VERSION}/${path.basename(full)}`, fs.readFileSync(full));
      const cut = subsetFontFile(language, weight);
      files.set(`${FONT_VERSION}-${SUBSET_VERSION}/${path.basename(cut)}`, fs.readFileSync(cut));
    }
  }
  return files;
}

export const fontRoutes: FastifyPluginAsync = async (app) => {
  const files = fontFiles();
  app.get<{ Params: { version: string; file: string } }>('/fonts/:version/:file', (request, reply) => {
    const font = files.get(`${request.params.version}/${request.params.file}`);
    if (!font) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', IMMUTABLE).type('font/woff2').send(font);
  });
};
