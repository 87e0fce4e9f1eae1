// /robots.txt, /sitemap.xml (an index) and /sitemaps/<file>.xml: products-<n>.xml (50,000 a file, as
// the api pages them), categories.xml and brands.xml, from the api's sitemap calls (api/CALLS.md);
// the same files for the Bengali and Hindi pages under /sitemaps/bn/ and /sitemaps/hi/, listed in the
// same index.
// Answers are kept by browsers and crawlers for five minutes; a file past the last is a plain 404.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LANGUAGES, isLanguage, languagePath, type Language } from '@store/runtime/languages';
import { robotsTxt } from './robots-txt';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml';

export interface SeoFileOptions {
  apiUrl: string;
  /** Absolute URLs are written under this origin (public-origin.ts), never the request's Host. */
  origin: string;
  /** How long the edge waits for the api (a product file is up to 50,000 rows). */
  timeoutMs?: number;
}

interface Part {
  count: number;
  lastmod: string | null;
}

interface Summary {
  products: Part & { files: number };
  categories: Part;
  brands: Part;
}

type Named = Array<{ name: string; lastmod: string }>;

const SHORT_CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const FILE = /^(?:products-([1-9][0-9]{0,6})|categories|brands)\.xml$/;

class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(url: string, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ApiAnswerError(503, 'The sitemap is unavailable right now. Please try again in a moment.');
  }
  if (response.status === 404) {
    const answer = (await response.json().catch(() => null)) as { body?: unknown } | null;
    throw new ApiAnswerError(404, typeof answer?.body === 'string' ? answer.body : 'No such sitemap');
  }
  if (!response.ok) throw new ApiAnswerError(503, 'The sitemap is unavailable right now. Please try again in a moment.');
  return (await response.json()) as T;
}

const named = (prefix: string, list: Named): SitemapEntry[] =>
  list.map(({ name, lastmod }) => ({ path: `${prefix}${encodeURIComponent(name)}`, lastmod }));

/** Where a language's sitemap files are: /sitemaps/ for English, /sitemaps/bn/ for Bengali. */
const filesDir = (language: Language) => (language === 'en' ? '/sitemaps/' : `/sitemaps/${language}/`);

const inLanguage = (language: Language, entries: SitemapEntry[]): SitemapEntry[] =>
  entries.map((entry) => ({ ...entry, path: languagePath(language, entry.path) }));

export const seoFileRoutes: FastifyPluginAsync<SeoFileOptions> = async (app, options) => {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const api = <T>(call: string) => getJson<T>(`${options.apiUrl}/api/${call}`, timeoutMs);

  const send = async (reply: FastifyReply, type: string, body: () => Promise<string>) => {
    try {
      const text = await body();
      return await reply.header('Cache-Control', SHORT_CACHE).type(type).send(text);
    } catch (error) {
      if (!(error instanceof ApiAnswerError)) throw error;
      if (error.status === 503) void reply.header('Retry-After', '60');
      return reply.code(error.status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(error.message);
    }
  };

  app.get('/robots.txt', (_request, reply) => send(reply, 'text/plain; charset=utf-8', async () => robotsTxt(options.origin)));

  app.get('/sitemap.xml', (_request, reply) =>
    send(reply, XML, async () => {
      const summary = await api<Summary>('sitemap-summary');
      const files = LANGUAGES.flatMap((language) => {
        const dir = filesDir(language);
        const own: SitemapEntry[] = Array.from({ length: summary.products.files }, (_, index) => ({
          path: `${dir}products-${index + 1}.xml`,
          lastmod: summary.products.lastmod,
        }));
        if (summary.categories.count > 0) own.push({ path: `${dir}categories.xml`, lastmod: summary.categories.lastmod });
        if (summary.brands.count > 0) own.push({ path: `${dir}brands.xml`, lastmod: summary.brands.lastmod });
        return own;
      });
      return sitemapIndexXml(options.origin, files);
    }),
  );

  const entriesOf = async (file: string): Promise<SitemapEntry[]> => {
    const match = FILE.exec(file);
    if (!match) throw new ApiAnswerError(404, 'No such sitemap');
    if (match[1]) {
      const { products } = await api<{ products: Array<{ id: string; lastmod: string }> }>(`sitemap-products?page=${match[1]}`);
      return products.map(({ id, lastmod }) => ({ path: `/product/${encodeURIComponent(id)}`, lastmod }));
    }
    if (file === 'categories.xml') {
      const { categories } = await api<{ categories: Named }>('sitemap-categories');
      return [{ path: '/', lastmod: null }, ...named('/category/', categories)];
    }
    const { brands } = await api<{ brands: Named }>('sitemap-brands');
    return named('/brands/', brands);
  };

  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) =>
    send(reply, XML, async () => urlSetXml(options.origin, await entriesOf(request.params.file))),
  );

  app.get<{ Params: { language: string; file: string } }>('/sitemaps/:language/:file', (request, reply) =>
    send(reply, XML, async () => {
      const { language, file } = request.params;
      if (!isLanguage(language) || language === 'en') throw new ApiAnswerError(404, 'No such sitemap');
      return urlSetXml(options.origin, inLanguage(language, await entriesOf(file)));
    }),
  );
};
