import { useEffect } from 'react';
import type { Language } from '@store/runtime';
import { fontFacesCss } from './language-font-faces';

export const FONT_STYLE_ATTRIBUTE = 'data-language-fonts';

/**
 * Declares the language's font in the browser when the shopper switches to it; a page the edge
 * rendered in that language has the same rules in its head already.
 */
export function useLanguageFonts(language: Language): void {
  useEffect(() => {
    const present = document.head.querySelector(`style[${FONT_STYLE_ATTRIBUTE}]`);
    if (present?.getAttribute(FONT_STYLE_ATTRIBUTE) === language) return;
    present?.remove();
    if (language === 'en') return;
    const style = document.createElement('style');
    style.setAttribute(FONT_STYLE_ATTRIBUTE, language);
    style.textContent = fontFacesCss(language);
    document.head.append(style);
  }, [language]);
}
