// A shopper's language on a visit to / that names none: the one they chose before (the cookie), or
// on a first visit the one their browser prefers, when that is Bengali or Hindi ahead of English.
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@store/runtime/languages';

function cookieLanguage(cookieHeader: string | undefined): Language | null | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  if (!match) return undefined;
  return isLanguage(match[1]) ? match[1] : null;
}

/** Accept-Language's languages, most preferred first (q=0 dropped). */
function preferred(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.base !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.base);
}

/** The language to send a visitor of / to, or undefined to answer the English page. */
export function firstVisitLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language | undefined {
  const chosen = cookieLanguage(cookieHeader);
  if (chosen !== undefined) return chosen && chosen !== 'en' ? chosen : undefined;
  const first = preferred(acceptLanguage).find((base) => base === 'en' || base === 'bn' || base === 'hi');
  return first === 'bn' || first === 'hi' ? first : undefined;
}
