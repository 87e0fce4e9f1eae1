// schema.org data as the text of a <script type="application/ld+json">. The HTML parser ends the
// script at the first '</script', whatever the JSON says, so '<' (and '>', '&' for good measure) are
// written as JSON escapes; U+2028/2029 too, which some older parsers take for line ends.
export type JsonLd = Record<string, unknown>;

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE[char]!);
}
