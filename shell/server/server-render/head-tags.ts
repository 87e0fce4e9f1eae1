// A server-rendered page's own <head> tags (shell/src/ssr/render-contract.ts, `head`), written as
// escaped HTML. The template's default title and description are replaced when the page gives its own.
// Its picture preloads go earlier in the head, with the stylesheets (imagePreloadLinks, edge-server.ts).
import type { HeadTags } from '@store/shared';
import { escapeHtml, scriptJson } from '../html-text';

// Marks the tags the browser drops after its first navigation (shell/src/app/server-head-tags.ts).
const SERVER_HEAD = 'data-server-head';

export function withHeadTags(template: string, head: HeadTags | undefined, nonce: string): string {
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
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${SERVER_HEAD}>` : '',
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
