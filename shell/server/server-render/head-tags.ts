// A server-rendered page's own <head> tags (shell/src/ssr/render-contract.ts, `head`), added to the
// page's head list: its title and description in place of the shell's, its canonical and alternate
// links and JSON-LD at the end. Its picture preloads go earlier, with the stylesheets (imagePreloads).
import type { HeadTags } from '@store/shared';
import { LANGUAGE_TAGS, LANGUAGES, languagePath, splitLanguagePath, type Language } from '@store/runtime/languages';
import type { HeadItem, HeadList, PreloadItem } from '../page-head/head-items';

/** A section's canonical URL names the English page; the page in `language` is under its prefix. */
function inLanguage(canonical: string, language: Language): string {
  const url = new URL(canonical);
  url.pathname = languagePath(language, splitLanguagePath(url.pathname).path);
  return url.href;
}

/** The page in each language for search engines, English also the default for any other. */
function alternates(canonical: string): HeadItem[] {
  const links: HeadItem[] = LANGUAGES.map((language) => ({
    kind: 'link',
    rel: 'alternate',
    hreflang: LANGUAGE_TAGS[language],
    href: inLanguage(canonical, language),
  }));
  links.push({ kind: 'link', rel: 'alternate', hreflang: 'x-default', href: inLanguage(canonical, 'en') });
  return links;
}

export function addHeadTags(list: HeadList, head: HeadTags | undefined, language: Language = 'en'): void {
  if (!head) return;
  if (head.title) list.add('shell-own', { kind: 'title', text: head.title });
  if (head.description) list.add('shell-own', { kind: 'meta', name: 'description', content: head.description });
  if (head.canonical)
    list.add('end', ...alternates(head.canonical), {
      kind: 'link',
      rel: 'canonical',
      href: inLanguage(head.canonical, language),
    });
  for (const data of head.jsonLd ?? []) list.add('end', { kind: 'json-ld', data });
}

// A path on the store's own origin: the head asks for nothing elsewhere.
const OWN_PATH = /^\/(?!\/)/;

/** The preloads of the pictures the page's first view shows first, each for its screens. */
export function imagePreloads(head: HeadTags | undefined): PreloadItem[] {
  // From a section's own release: checked, not trusted to match this shell's types.
  const preloads: unknown = head?.imagePreloads;
  return (Array.isArray(preloads) ? (preloads as Array<{ href?: unknown; media?: unknown }>) : []).flatMap(({ href, media }) =>
    typeof href === 'string' && OWN_PATH.test(href)
      ? [
          {
            kind: 'preload',
            as: 'image',
            href,
            media: typeof media === 'string' ? media : undefined,
            fetchpriority: 'high',
          } as const,
        ]
      : [],
  );
}
