// A page's HTML from the released shell's template (shell-template.ts) and the items the edge added to
// its head (head-items.ts), written once; every attribute value the edge writes is escaped here.
import { escapeHtml, scriptJson } from '../html-text';
import type { HeadItem, HeadPosition, PlacedItem } from './head-items';
import type { ShellPart, ShellTemplate } from './shell-template';

// Marks the tags the browser drops after its first navigation (shell/src/app/server-head-tags.ts).
const SERVER_HEAD = 'data-server-head';
// Written by the browser's language switch too (src/app/language-fonts.ts), so a switch back finds it.
const FONT_STYLE_ATTRIBUTE = 'data-language-fonts';

export interface PageOptions {
  /** This response's CSP nonce, on every inline script and style the edge writes. */
  nonce: string;
  /** The page's language tag, written into <html lang> when the shell has one. */
  lang: string;
  /**
   * `in-head`: the shell's entry keeps its tag, asked for at high priority (a deferred script is
   * fetched at low priority, and on a phone the entry came last, after every chunk it starts);
   * `taken`: the edge starts the shell's scripts itself (start-up/first-view-scripts.ts), so the
   * shell's entry and start-up preload tags are left out.
   */
  shellStart: 'in-head' | 'taken';
}

export interface PageHtml {
  /** The page up to the root div (the whole page when it has none). */
  beforeRoot: string;
  /** The root div as the shell wrote it; '' when it has none. */
  root: string;
  afterRoot: string;
}

type Attributes = Array<[name: string, value: string | true | undefined]>;

function tag(name: string, attributes: Attributes, end = '>'): string {
  const written = attributes
    .filter(([, value]) => value !== undefined)
    .map(([attribute, value]) => (value === true ? ` ${attribute}` : ` ${attribute}="${escapeHtml(value as string)}"`));
  return `<${name}${written.join('')}${end}`;
}

/** One item as the page has it. */
export function headItemHtml(item: HeadItem, nonce: string): string {
  switch (item.kind) {
    case 'script':
      return `${tag('script', [['nonce', nonce]])}${item.code}</script>`;
    case 'preload':
      // A picture's preload names `as` first, as the edge has always written it.
      return item.as === 'image'
        ? tag('link', [
            ['rel', 'preload'],
            ['as', 'image'],
            ['href', item.href],
            ['media', item.media],
            ['fetchpriority', item.fetchpriority],
            ['crossorigin', item.crossorigin || undefined],
          ])
        : tag('link', [
            ['rel', 'preload'],
            ['href', item.href],
            ['as', item.as],
            ['media', item.media],
            ['fetchpriority', item.fetchpriority],
            ['crossorigin', item.crossorigin || undefined],
          ]);
    case 'stylesheet':
      return tag('link', [
        ['rel', 'stylesheet'],
        ['href', item.href],
        ['data-href', item.dataHref],
      ]);
    case 'font':
      return (
        tag('link', [
          ['rel', 'preload'],
          ['href', item.href],
          ['as', 'font'],
          ['type', 'font/woff2'],
          ['crossorigin', true],
        ]) +
        `${tag('style', [
          ['nonce', nonce],
          [FONT_STYLE_ATTRIBUTE, item.language],
        ])}${item.css}</style>`
      );
    case 'title':
      return `<title>${escapeHtml(item.text)}</title>`;
    case 'meta':
      return tag(
        'meta',
        [
          ['name', item.name],
          ['content', item.content],
        ],
        ' />',
      );
    case 'link':
      return tag('link', [
        ['rel', item.rel],
        ['hreflang', item.hreflang],
        ['href', item.href],
        [SERVER_HEAD, true],
      ]);
    case 'json-ld':
      return `${tag('script', [
        ['type', 'application/ld+json'],
        ['nonce', nonce],
        [SERVER_HEAD, true],
      ])}${scriptJson(item.data)}</script>`;
  }
}

interface Written {
  html: string;
  part?: ShellPart['kind'];
  stylesheet?: boolean;
}

/** The shell's own part as this page has it: kept, replaced by the page's own, or left out. */
function shellPart(part: ShellPart, own: (kind: HeadItem['kind']) => HeadItem | undefined, options: PageOptions): string | null {
  switch (part.kind) {
    case 'entry':
      return options.shellStart === 'taken' ? null : part.html.replace(/^<script/i, '<script fetchpriority="high"');
    case 'start-preload':
      return options.shellStart === 'taken' ? null : part.html;
    case 'title': {
      const title = own('title');
      return title ? headItemHtml(title, options.nonce) : part.html;
    }
    case 'description': {
      const description = own('meta');
      return description ? headItemHtml(description, options.nonce) : part.html;
    }
    default:
      return part.html;
  }
}

function headHtml(template: ShellTemplate, items: PlacedItem[], options: PageOptions): string {
  const at = (position: HeadPosition): Written[] =>
    items
      .filter((placed) => placed.at === position)
      .map(({ item }) => ({ html: headItemHtml(item, options.nonce), stylesheet: item.kind === 'stylesheet' }));
  const own = (kind: HeadItem['kind']) => items.find((placed) => placed.at === 'shell-own' && placed.item.kind === kind)?.item;
  const head: Written[] = template.head.flatMap((part) => {
    const html = shellPart(part, own, options);
    return html === null ? [] : [{ html, part: part.kind, stylesheet: part.kind === 'stylesheet' }];
  });
  const firstScript = head.findIndex((written) => written.part === 'entry' || written.part === 'script');
  head.splice(firstScript >= 0 ? firstScript : head.length, 0, ...at('with-styles'));
  head.push(...at('end'));
  const firstStylesheet = head.findIndex((written) => written.stylesheet);
  head.splice(firstStylesheet >= 0 ? firstStylesheet : head.length, 0, ...at('first'));
  const viewport = head.findIndex((written) => written.part === 'viewport');
  if (viewport >= 0) head.splice(viewport + 1, 0, ...at('after-viewport'));
  return head.map((written) => written.html).join('');
}

function htmlTag(template: ShellTemplate, lang: string): string {
  if (!template.html) return '';
  const { open, attributes, close } = template.html;
  const written = attributes.map(
    ({ name, space, source }) => `${space}${name === 'lang' ? `lang="${escapeHtml(lang)}"` : source}`,
  );
  return `${open}${written.join('')}${close}`;
}

export function renderPage(template: ShellTemplate, items: PlacedItem[], options: PageOptions): PageHtml {
  return {
    beforeRoot: `${template.prologue}${htmlTag(template, options.lang)}${template.headOpen}${headHtml(template, items, options)}${template.beforeRoot}`,
    root: template.root,
    afterRoot: template.afterRoot,
  };
}

export function wholePage(page: PageHtml): string {
  return `${page.beforeRoot}${page.root}${page.afterRoot}`;
}
