// A server-rendered page's own <head> tags (shell/src/ssr/render-contract.ts, `head`), written as
// escaped HTML. The template's default title and description are replaced when the page gives its own.
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
