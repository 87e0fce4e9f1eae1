// The released shell's index.html, read once per version (shell-release.ts) into the parts the edge
// fills in per page (render-page.ts): <html>'s attributes, the head's own tags in order, the body
// around the root div. Every part keeps its bytes as the build wrote them.
// A small tokenizer, not parse5 (only a test tool's dependency): the template is our own build's, kept byte for byte.

export interface HtmlAttribute {
  name: string;
  /** The space before it, as written. */
  space: string;
  /** As written: `lang=en-IN`. */
  source: string;
}

/** <html>'s tag: its attributes, and the rest as written around them (`<html`, `>`). */
export interface HtmlTag {
  open: string;
  attributes: HtmlAttribute[];
  close: string;
}

/** One tag (or text) of the shell's own head, as written; `kind` says what the edge may do with it. */
export type ShellPart =
  | { kind: 'charset' | 'viewport' | 'verbatim'; html: string }
  | { kind: 'description'; html: string; content: string }
  | { kind: 'title'; html: string; text: string }
  | { kind: 'stylesheet'; html: string; href: string }
  /** The shell's entry (main.<hash>.js): the first deferred script with a source. */
  | { kind: 'entry'; html: string; src: string }
  /** A start-up chunk the shell's build preloads (shell/webpack.config.cjs). */
  | { kind: 'start-preload'; html: string; href: string }
  | { kind: 'script'; html: string };

export interface ShellTemplate {
  /** Before <html>'s tag: the doctype. */
  prologue: string;
  /** null when the page has no <html> tag. */
  html: HtmlTag | null;
  /** After <html …>, up to and with <head>'s tag. */
  headOpen: string;
  head: ShellPart[];
  /** From </head> to the root div; the rest of the page when it has none. */
  beforeRoot: string;
  /** `<div id="root"></div>` as written; '' when the page has none. */
  root: string;
  afterRoot: string;
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
  attributeList: HtmlAttribute[];
  /** Where the last attribute ends, and where the tag's `>` does. */
  attributesEnd: number;
  end: number;
}

const NAME = /[^\s/>="']+/y;
const SPACE = /[\s/]*/y;
const UNQUOTED = /[^\s>]*/y;
// The released HTML is minified (html-webpack-plugin): attribute quotes may be gone.
const ROOT = /<div id="?root"?><\/div>/;

function matchAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** The tag opening at `start` (`<name …>`), its attribute values unquoted. */
function readTag(text: string, start: number): Tag {
  const name = matchAt(NAME, text, start + 1).toLowerCase();
  const attributes = new Map<string, string>();
  const attributeList: HtmlAttribute[] = [];
  let at = start + 1 + name.length;
  for (;;) {
    const space = matchAt(SPACE, text, at);
    if (at + space.length >= text.length || text[at + space.length] === '>')
      return { name, attributes, attributeList, attributesEnd: at, end: Math.min(at + space.length + 1, text.length) };
    at += space.length;
    const from = at;
    const attribute = matchAt(NAME, text, at) || (text[at] ?? '');
    at += attribute.length;
    let value = '';
    if (text[at] === '=') {
      at += 1;
      const quote = text[at];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, at + 1);
        value = text.slice(at + 1, close < 0 ? text.length : close);
        at = close < 0 ? text.length : close + 1;
      } else {
        value = matchAt(UNQUOTED, text, at);
        at += value.length;
      }
    }
    const lower = attribute.toLowerCase();
    if (!attributes.has(lower)) attributes.set(lower, value);
    attributeList.push({ name: lower, space, source: text.slice(from, at) });
  }
}

const words = (value: string | undefined) => (value ?? '').toLowerCase().split(/\s+/);

function partOf(tag: Tag, html: string, content: string, entryTaken: boolean): ShellPart {
  const { name, attributes } = tag;
  const rel = words(attributes.get('rel'));
  if (name === 'meta' && attributes.has('charset')) return { kind: 'charset', html };
  if (name === 'meta' && attributes.get('name') === 'viewport') return { kind: 'viewport', html };
  if (name === 'meta' && attributes.get('name') === 'description')
    return { kind: 'description', html, content: attributes.get('content') ?? '' };
  if (name === 'title') return { kind: 'title', html, text: content };
  if (name === 'link' && rel.includes('stylesheet')) return { kind: 'stylesheet', html, href: attributes.get('href') ?? '' };
  if (name === 'link' && rel.includes('preload') && attributes.get('as') === 'script')
    return { kind: 'start-preload', html, href: attributes.get('href') ?? '' };
  if (name === 'script' && !entryTaken && attributes.has('defer') && attributes.get('src') && content === '')
    return { kind: 'entry', html, src: attributes.get('src') ?? '' };
  if (name === 'script') return { kind: 'script', html };
  return { kind: 'verbatim', html };
}

/** The head's tags in order; a script's, style's or title's content stays with its tag. */
function headParts(head: string): ShellPart[] {
  const parts: ShellPart[] = [];
  let at = 0;
  while (at < head.length) {
    const open = head.indexOf('<', at);
    if (open !== at) {
      const end = open < 0 ? head.length : open;
      parts.push({ kind: 'verbatim', html: head.slice(at, end) });
      at = end;
      continue;
    }
    if (head.startsWith('<!--', at)) {
      const close = head.indexOf('-->', at);
      const end = close < 0 ? head.length : close + 3;
      parts.push({ kind: 'verbatim', html: head.slice(at, end) });
      at = end;
      continue;
    }
    const tag = readTag(head, at);
    let end = tag.end;
    let content = '';
    if (tag.name === 'script' || tag.name === 'style' || tag.name === 'title') {
      const close = head.toLowerCase().indexOf(`</${tag.name}`, end);
      content = head.slice(end, close < 0 ? head.length : close);
      end = close < 0 ? head.length : readTag(head, close).end;
    }
    parts.push(
      partOf(
        tag,
        head.slice(at, end),
        content,
        parts.some((part) => part.kind === 'entry'),
      ),
    );
    at = end;
  }
  return parts;
}

export function parseShellTemplate(page: string): ShellTemplate {
  const lower = page.toLowerCase();
  const htmlAt = lower.search(/<html[\s>]/);
  const html = htmlAt >= 0 ? readTag(page, htmlAt) : null;
  const afterHtml = html ? html.end : 0;
  const headAt = lower.slice(afterHtml).search(/<head[\s>]/);
  const headEnd = lower.indexOf('</head>', afterHtml);
  // A page without a head of its own gets the edge's head at its start.
  const headStart = headAt >= 0 && headEnd >= 0 ? readTag(page, afterHtml + headAt).end : afterHtml;
  const headClose = headEnd >= 0 ? headEnd : headStart;
  const rest = page.slice(headClose);
  const root = ROOT.exec(rest);
  return {
    prologue: page.slice(0, htmlAt >= 0 ? htmlAt : 0),
    html: html
      ? {
          open: page.slice(htmlAt, htmlAt + 1 + html.name.length),
          attributes: html.attributeList,
          close: page.slice(html.attributesEnd, html.end),
        }
      : null,
    headOpen: page.slice(afterHtml, headStart),
    head: headParts(page.slice(headStart, headClose)),
    beforeRoot: root ? rest.slice(0, root.index) : rest,
    root: root?.[0] ?? '',
    afterRoot: root ? rest.slice(root.index + root[0].length) : '',
  };
}
