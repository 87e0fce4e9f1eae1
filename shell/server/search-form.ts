// The header's search is a plain GET form (`/search?q=…`), so a search sent before the page's scripts
// have run, or without them, still opens its results. The store's search address carries the term in
// its path (/search/{term}, docs/screens.md §2); the edge sends the form's address there.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languagePath, splitLanguagePath } from '@store/runtime/languages';

export const SEARCH_FORM_PATH = '/search';
export const SEARCH_FORM_FIELD = 'q';

/** Where the search form's answer is: the term's results page, or home for an empty or unreadable term. */
export function searchFormTarget(query: unknown): string {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[SEARCH_FORM_FIELD] : undefined;
  const term = (Array.isArray(value) ? value[0] : value) as unknown;
  if (typeof term !== 'string' || term.trim() === '') return '/';
  try {
    return `/search/${encodeURIComponent(term.trim())}`;
  } catch {
    // A lone surrogate cannot be written into a URL.
    return '/';
  }
}

/** The form of a Bengali or Hindi page (/bn/search) answers with that language's results. */
export async function sendSearchForm(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { language } = splitLanguagePath(request.url.split('?')[0] ?? '/');
  await reply.redirect(languagePath(language, searchFormTarget(request.query)), 303);
}
