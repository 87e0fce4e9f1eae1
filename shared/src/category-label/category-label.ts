// How a category value reads on screen. Routes keep the spec's spellings ('tv & home entertainment',
// 'Mobile & TAB', 'AIR CONDITIONER'); headings and links show the proper name ('TV & Home
// Entertainment', 'Mobile & Tab', 'Air Conditioner'). CSS capitalize would give 'Tv' and keep 'TAB'.
const ACRONYMS = new Set(['tv', 'ac', 'led', 'dslr', 'tvs', 'acs']);
const SMALL_WORDS = new Set(['and', 'by', 'of', 'for', 'with']);

const wordLabel = (word: string, index: number): string => {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower))
    return lower.endsWith('s') && lower.length > 2 ? `${lower.slice(0, -1).toUpperCase()}s` : lower.toUpperCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  return lower ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
};

export function categoryLabel(value: string): string {
  return value.trim().split(/\s+/).map(wordLabel).join(' ');
}
