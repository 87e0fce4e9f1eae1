// How the header's category values (sent lower case in routes, spec §2) read on screen:
// 'tv & home entertainment' reads 'TV & Home Entertainment' (CSS capitalize would give 'Tv').
const ACRONYMS = new Set(['tv', 'ac', 'led']);

export function categoryLabel(value: string): string {
  return value
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}
