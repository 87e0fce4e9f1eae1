// What a page's language changes in the HTML the edge sends: <html lang> (render-page.ts writes the
// tag), and on a Bengali or Hindi page the script's font (declared and its regular face preloaded).
import type { Language } from '@store/runtime/languages';
import { fontFacesCss, fontFileUrl } from '../../src/app/language-font-faces';
import type { HeadList } from '../page-head/head-items';

/** A Bengali or Hindi page's font, asked for with its first requests (before the stylesheets); English pages have none. */
export function addLanguageFont(head: HeadList, language: Language): void {
  if (language === 'en') return;
  head.add('after-viewport', { kind: 'font', href: fontFileUrl(language, 400), css: fontFacesCss(language), language });
}
