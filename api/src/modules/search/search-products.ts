// Typo-tolerant product search with pg_trgm over name, model, brand and category
// (products.search_text), e.g. 'samsng' finds Samsung and 'refrigirator' finds refrigerators.
//
// How: each word of the query is matched to the nearest words of the catalog's vocabulary
// (search_terms: the word itself when the catalog has it, else the closest ones through a trigram
// index over single words, so a typo costs one small index probe); the
// products holding a matching word for every query word are then found through an index on
// product_search.words (a narrow copy of products.search_words), ranked by how closely their
// words match, then by popularity.
//
// What `threshold` means: how much difference a match may have, from 0 (each word of the query
// must appear as written) to 1 (anything), as in the fuzzy-search libraries whose parameter names
// the spec's call uses. A catalog word matches a query word when pg_trgm's word_similarity
// between them (1 = all the query word's trigrams appear together in the catalog word) is at
// least 1 - threshold, and never below MIN_SIMILARITY: under 0.5 trigram matches are mostly noise
// and the index could no longer narrow them. So the pages' threshold=0.7 means similarity >= 0.5
// ('samsng' is 0.57 to 'samsung', 'refrigirator' 0.63 to 'refrigerator'); threshold=0.2 means 0.8.
import { sql } from 'drizzle-orm';
import { WORD_SIMILARITY_PREFILTER } from '../../db/client.js';
import { rows, type Executor } from '../../db/database.js';
import { PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from '../catalog/product-answer.js';

/** The session's pg_trgm.word_similarity_threshold, which the index pre-filter `<%` uses. */
export const MIN_SIMILARITY = WORD_SIMILARITY_PREFILTER;
export const MAX_LIMIT = 50;
/** Catalog words considered per query word: the closest ones. */
const TERMS_PER_WORD = 12;

export interface SearchOptions {
  threshold: number;
  limit: number;
}

/** The words of a query as the catalog splits them; one-letter words only when nothing else. */
export function queryWords(value: string): string[] {
  const words = [
    ...new Set(
      value
        .toLowerCase()
        .slice(0, 100)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, 6);
}

interface TermMatch {
  word: number;
  term: string;
  similarity: number;
}

/**
 * The catalog words each query word stands for. A word the catalog holds as written stands for
 * itself alone (a primary-key probe; short words like 'lg' would otherwise resemble thousands of
 * model codes); only the other words go through the trigram index.
 */
async function matchTerms(db: Executor, words: string[], minimum: number): Promise<TermMatch[][]> {
  const exact = new Set(
    (
      await rows<{ term: string }>(
        db,
        sql`SELECT term FROM search_terms WHERE term IN (${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )})`,
      )
    ).map((row) => row.term),
  );
  const fuzzy = words.map((word, index) => ({ word, index })).filter(({ word }) => !exact.has(word));
  const found =
    fuzzy.length === 0
      ? []
      : await rows<TermMatch>(
          db,
          sql.join(
            fuzzy.map(
              ({ word, index }) => sql`(SELECT ${index}::int AS word, term, word_similarity(${word}, term)::float8 AS similarity
                FROM search_terms WHERE ${word} <% term AND word_similarity(${word}, term) >= ${minimum}
                ORDER BY similarity DESC, length(term), term LIMIT ${TERMS_PER_WORD})`,
            ),
            sql` UNION ALL `,
          ),
        );
  return words.map((word, index) =>
    exact.has(word) ? [{ word: index, term: word, similarity: 1 }] : found.filter((match) => match.word === index),
  );
}

async function findProducts(db: Executor, matches: TermMatch[][], limit: number, exclude: number[]): Promise<Product[]> {
  const termArray = (terms: TermMatch[]) =>
    sql`ARRAY[${sql.join(
      terms.map((t) => sql`${t.term}`),
      sql`, `,
    )}]::text[]`;
  const everyWord = sql.join(
    matches.map((terms) => sql`ps.words && ${termArray(terms)}`),
    sql` AND `,
  );
  const notAgain =
    exclude.length > 0
      ? sql` AND ps.product_id NOT IN (${sql.join(
          exclude.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  // A product's score for one query word: the similarity of the closest catalog word it holds.
  const score = sql.join(
    matches.map(
      (terms) =>
        sql`(CASE ${sql.join(
          terms.map((t) => sql`WHEN ${t.term} = ANY(ps.words) THEN ${t.similarity}::float8`),
          sql` `,
        )} ELSE 0 END)`,
    ),
    sql` + `,
  );
  // When every candidate scores the same, popularity alone orders them (and an index can).
  const sameScore = matches.every((terms) => new Set(terms.map((t) => t.similarity)).size === 1);
  const found = await rows<ProductRow>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS}
        FROM (SELECT ps.product_id, ${sameScore ? sql`0::float8` : score} AS score, ps.popularity
              FROM product_search ps WHERE ${everyWord}${notAgain}
              ORDER BY ${sameScore ? sql`` : sql`score DESC, `}ps.popularity DESC, ps.product_id LIMIT ${limit}) hit
        JOIN products p ON p.id = hit.product_id LEFT JOIN stock s ON s.product_id = p.id
        ORDER BY hit.score DESC, hit.popularity DESC, hit.product_id`,
  );
  return found.map(toProduct);
}

export async function searchProducts(db: Executor, value: string, options: SearchOptions): Promise<Product[]> {
  const words = queryWords(value);
  if (words.length === 0) return [];
  const minimum = Math.max(MIN_SIMILARITY, 1 - options.threshold);
  const limit = Math.min(Math.max(1, Math.floor(options.limit)), MAX_LIMIT);
  const matches = await matchTerms(db, words, minimum);
  if (matches.some((terms) => terms.length === 0)) return [];
  // First the products holding each word's closest catalog word(s), by popularity; only when
  // those are fewer than asked, the products holding any matching word, closest first.
  const closest = matches.map((terms) => terms.filter((t) => t.similarity === terms[0]!.similarity));
  const best = await findProducts(db, closest, limit, []);
  if (best.length >= limit || matches.every((terms, i) => terms.length === closest[i]!.length)) return best;
  const rest = await findProducts(
    db,
    matches,
    limit - best.length,
    best.map((product) => product.id),
  );
  return [...best, ...rest];
}
