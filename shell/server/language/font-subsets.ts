// The Bengali and Devanagari faces cut to the glyphs the store's own words shape to (pnpm build writes
// them, write-font-subsets.ts). The one-script files of @fontsource are 44 and 49 KB; a Bengali or
// Hindi page fetched its file beside its largest picture, and in Lighthouse's simulated load the font
// was the last request its largest paint waited for. Cut by characters with the shaping closure
// (pyftsubset --text, subset-font) they are still 35 and 28 KB, as nearly every conjunct of the
// script is reachable from the store's 54 letters; cut by the glyphs HarfBuzz shapes the words to,
// 21 and 13 KB. Every other character still has a face: the whole file, declared before the cut one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { LANGUAGE_NAMES } from '@store/runtime/languages';
import { FONT_WEIGHTS, SCRIPT_FONTS, type ScriptLanguage } from '../../src/app/language-font-faces';
import { fullFontFile, subsetFontFile } from './font-files';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Every package's catalogue in a language: <package>/src/i18n/<language>.json. */
export function cataloguePaths(language: ScriptLanguage): string[] {
  return fs
    .readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => path.join(REPO_ROOT, entry.name, 'src', 'i18n', `${language}.json`))
    .filter((file) => fs.existsSync(file))
    .sort();
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The store's own words in a language: every message of every catalogue, and the language's own name. */
export function storeWords(language: ScriptLanguage): string[] {
  const messages = cataloguePaths(language).flatMap((file) => stringsOf(JSON.parse(fs.readFileSync(file, 'utf8'))));
  return [...messages, LANGUAGE_NAMES[language]];
}

// wawoff2 (under fontverter) hands back a view of its own memory, copied after an await: a second
// conversion started meanwhile overwrites the first one's result. One conversion at a time.
let conversions: Promise<unknown> = Promise.resolve();
function convert(font: Buffer, to: 'truetype' | 'woff2'): Promise<Buffer> {
  const result = conversions.then(() => fontverter.convert(font, to));
  conversions = result.catch(() => undefined);
  return result;
}

// harfbuzzjs is an ES module that starts its WebAssembly with a top-level await.
const harfbuzz = () => import('harfbuzzjs');

export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A face (any format fontverter reads) as HarfBuzz shapes `texts` with it, one run per text. */
export async function shapeTexts(font: Buffer, texts: string[]): Promise<ShapedGlyph[][]> {
  const hb = await harfbuzz();
  const sfnt = await convert(font, 'truetype');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)), 0);
  const hbFont = new hb.Font(face);
  return texts.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    return buffer.getGlyphInfosAndPositions().map((glyph) => ({
      glyph: glyph.codepoint,
      cluster: glyph.cluster,
      xAdvance: glyph.xAdvance ?? 0,
      xOffset: glyph.xOffset ?? 0,
      yOffset: glyph.yOffset ?? 0,
    }));
  });
}

/**
 * Every glyph HarfBuzz passes through shaping `texts`, not only those it ends with: a conjunct's
 * lookups match the half and below-base forms earlier lookups made, so those are kept too.
 */
async function glyphsShapedThrough(font: Buffer, texts: string[]): Promise<Set<number>> {
  const hb = await harfbuzz();
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(font)), 0));
  const glyphs = new Set([0]);
  // A script's conjuncts form inside a word: each word once (the messages repeat most of them).
  const words = new Set(texts.flatMap((text) => text.split(/\s+/)).filter(Boolean));
  for (const text of words) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(hbFont, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t as Array<{ g: number }>) glyphs.add(glyph.g);
    }
    for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
  }
  return glyphs;
}

/** The characters a TrueType/OpenType face maps (its cmap). */
async function unicodesOf(sfnt: Buffer): Promise<Set<number>> {
  const hb = await harfbuzz();
  return new Set(new hb.Face(new hb.Blob(new Uint8Array(sfnt)), 0).collectUnicodes());
}

/** The characters a face (any format fontverter reads) maps. */
export async function mappedCharacters(font: Buffer): Promise<Set<number>> {
  return unicodesOf(await convert(font, 'truetype'));
}

interface SubsetWasm {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, set: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
// The glyphs given are kept and no more: the conjuncts the store's words never form are left out.
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

async function subsetWasm(): Promise<SubsetWasm> {
  const file = require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(file));
  const wasm = instance.exports as unknown as SubsetWasm;
  wasm._initialize();
  return wasm;
}

/**
 * `font` cut to the characters of `texts` and the glyphs HarfBuzz shapes them to, every layout
 * feature kept (for those glyphs), as woff2.
 */
export async function cutFont(font: Buffer, texts: string[]): Promise<Buffer> {
  const sfnt: Buffer = await convert(font, 'truetype');
  const glyphs = await glyphsShapedThrough(sfnt, texts);
  const mapped = await unicodesOf(sfnt);
  const characters = new Set([...texts.join('')].map((char) => char.codePointAt(0)!).filter((code) => mapped.has(code)));
  const wasm = await subsetWasm();
  const input = wasm.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('HarfBuzz could not start a subset');
  const data = wasm.malloc(sfnt.byteLength);
  new Uint8Array(wasm.memory.buffer).set(sfnt, data);
  const blob = wasm.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  wasm.hb_set_clear(features);
  wasm.hb_set_invert(features);
  const glyphSet = wasm.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
  const unicodeSet = wasm.hb_subset_input_unicode_set(input);
  for (const code of characters) wasm.hb_set_add(unicodeSet, code);
  wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  const subset = wasm.hb_subset_or_fail(face, input);
  wasm.hb_subset_input_destroy(input);
  wasm.hb_face_destroy(face);
  wasm.free(data);
  if (subset === 0) throw new Error('HarfBuzz could not cut the face');
  const result = wasm.hb_face_reference_blob(subset);
  const offset = wasm.hb_blob_get_data(result, 0);
  const cut = Buffer.from(new Uint8Array(wasm.memory.buffer).slice(offset, offset + wasm.hb_blob_get_length(result)));
  wasm.hb_blob_destroy(result);
  wasm.hb_face_destroy(subset);
  return convert(cut, 'woff2');
}

/**
 * What the cut faces are made from (every language's words and whole faces, and how they are cut):
 * the build cuts again only when it changed, as cutting takes seconds a language.
 */
export function subsetSource(): string {
  const hash = createHash('sha256').update(fs.readFileSync(__filename));
  for (const language of Object.keys(SCRIPT_FONTS) as ScriptLanguage[]) {
    hash.update(JSON.stringify(storeWords(language)));
    for (const weight of FONT_WEIGHTS) hash.update(fs.readFileSync(fullFontFile(language, weight)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Each language's cut faces, as the build writes them. */
export async function cutStoreFonts(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const language of Object.keys(SCRIPT_FONTS) as ScriptLanguage[]) {
    const words = storeWords(language);
    for (const weight of FONT_WEIGHTS) {
      files.set(subsetFontFile(language, weight), await cutFont(fs.readFileSync(fullFontFile(language, weight)), words));
    }
  }
  return files;
}
