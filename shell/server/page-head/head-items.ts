// What the edge adds to a page's head, each item where it must be (render-page.ts writes them):
// what the first paint waits for goes before the shell's own scripts, because over HTTP/1.1 the
// browser asks on six connections in document order, and fifteen scripts first would queue the
// page's stylesheets behind them.

/**
 * Where an item goes in the head:
 * - `first`: before the first stylesheet (an inline script there does not wait for it); with none,
 *   after every other item;
 * - `with-styles`: before the shell's first script (its stylesheets' place in the build);
 * - `after-viewport`: right after the viewport meta (a page's font, asked for with its first requests);
 *   a shell without one has none;
 * - `end`: the end of the head;
 * - `shell-own`: in place of the shell's own tag of that kind (title, description); a shell without one
 *   keeps without.
 */
export type HeadPosition = 'first' | 'with-styles' | 'after-viewport' | 'end' | 'shell-own';

/** A file the page will ask for, asked for ahead; the federation runtime fetches a manifest with CORS. */
export interface PreloadItem {
  kind: 'preload';
  href: string;
  as: 'script' | 'fetch' | 'image';
  fetchpriority?: 'high';
  media?: string;
  crossorigin?: boolean;
}

/** An inline script under the page's nonce. */
export interface InlineScript {
  kind: 'script';
  code: string;
}

export type HeadItem =
  | InlineScript
  | PreloadItem
  /** data-href: the file name webpack's CSS loader looks for (preload-hints.ts says why). */
  | { kind: 'stylesheet'; href: string; dataHref: string }
  /** A language's font: its regular face preloaded and its faces declared (language/page-language.ts). */
  | { kind: 'font'; href: string; css: string; language: string }
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name: 'description'; content: string }
  /** The tags the browser drops after its first navigation (shell/src/app/server-head-tags.ts). */
  | { kind: 'link'; rel: 'canonical' | 'alternate'; href: string; hreflang?: string }
  | { kind: 'json-ld'; data: unknown };

export interface PlacedItem {
  at: HeadPosition;
  item: HeadItem;
}

/** A page's head items, in the order each step added them (the order they keep at one position). */
export class HeadList {
  readonly items: PlacedItem[] = [];

  add(at: HeadPosition, ...items: HeadItem[]): this {
    for (const item of items) this.items.push({ at, item });
    return this;
  }
}
