// A server-rendered page's own <head> tags (shell/src/ssr/render-contract.ts, `head`), written as
// escaped HTML. The template's default title and description are replaced when the page gives its own.
// Its picture preloads go earlier in the head, with the stylesheets (imagePreloadLinks, edge-server.ts).
import type { HeadTags } from '@store/shared';
import { LANGUAGE_TAGS, LANGUAGES, languagePath, splitLanguagePath, type Language } from '@store/runtime/languages';
import { escapeHtml, scriptJson } from '../html-text';

// Marks the tags the browser drops after its first navigation (shell/src/app/server-head-tags.ts).
const SERVER_HEAD = 'data-server-head';

/** A section's canonical URL names the English page; the page in `language` is under its prefix. */
function inLanguage(canonical: string, language: Language): string {
  const url = new URL(canonical);
  url.pathname = languagePath(language, splitLanguagePath(url.pathname).path);
  return url.href;
}

/** The page in each language for search engines, English also the default for any other. */
function alternates(canonical: string): string {
  const links = LANGUAGES.map(
    (language) =>
      `<link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeHtml(inLanguage(canonical, language))}" ${SERVER_HEAD}>`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(inLanguage(canonical, 'en'))}" ${SERVER_HEAD}>`);
  return links.join('');
}

export function withHeadTags(template: string, head: HeadTags | undefined, nonce: string, language: Language = 'en'): string {
  if (!head) return template;
  let html = template;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(
      /<meta\s+name="?description"?\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  const extra = [
    head.canonical
      ? `${alternates(head.canonical)}<link rel="canonical" href="${escapeHtml(inLanguage(head.canonical, language))}" ${SERVER_HEAD}>`
      : '',
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json" nonce="${nonce}" ${SERVER_HEAD}>${scriptJson(data)}</script>`,
    ),
  ].join('');
  return html.replace('</head>', `${extra}</head>`);
}

// A path on the store's own origin: the head asks for nothing elsewhere.
const OWN_PATH = /^\/(?!\/)/;

/** The preload links of the pictures the page's first view shows first, each for its screens ('' for none). */
export function imagePreloadLinks(head: HeadTags | undefined): string {
  // From a section's own release: checked, not trusted to match this shell's types.
  const preloads: unknown = head?.imagePreloads;
  return (Array.isArray(preloads) ? (preloads as Array<{ href?: unknown; media?: unknown }>) : [])
    .flatMap(({ href, media }) =>
      typeof href === 'string' && OWN_PATH.test(href) ? [{ href, media: typeof media === 'string' ? media : undefined }] : [],
    )
    .map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high">`,
    )
    .join('');
}
