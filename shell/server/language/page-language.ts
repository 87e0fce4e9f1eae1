// What a page's language changes in the HTML the edge sends: <html lang>, and on a Bengali or Hindi
// page the script's font (declared and its regular face preloaded). English pages are unchanged.
import { LANGUAGE_TAGS, type Language } from '@store/runtime/languages';
import { fontFacesCss, fontFileUrl } from '../../src/app/language-font-faces';

// Written by the browser's switch too (src/app/language-fonts.ts), so a switch back finds it.
const FONT_STYLE_ATTRIBUTE = 'data-language-fonts';

export function inPageLanguage(html: string, language: Language, nonce: string): string {
  const tagged = html.replace(/<html\b[^>]*>/, (tag) => tag.replace(/\blang="?[\w-]+"?/, `lang="${LANGUAGE_TAGS[language]}"`));
  if (language === 'en') return tagged;
  const fonts =
    `<link rel="preload" href="${fontFileUrl(language, 400)}" as="font" type="font/woff2" crossorigin>` +
    `<style nonce="${nonce}" ${FONT_STYLE_ATTRIBUTE}="${language}">${fontFacesCss(language)}</style>`;
  // Before the stylesheets: the font is asked for with the page's first requests.
  return tagged.replace(/<meta\s+name="?viewport"?[^>]*>/, (meta) => `${meta}${fonts}`);
}
