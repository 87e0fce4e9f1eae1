// Product search in the shopper's words, typo tolerant, over name, model, brand and category.
//
// How:
// 1. Each word of the query is matched to the nearest words the store knows: the catalogue's
//    (search_terms: the word itself when the catalogue has it, else the closest ones through a
//    trigram index over single words, so 'samsng' finds 'samsung') and the shopper phrases of
//    search_synonyms ('frige' finds 'fridge').
// 2. Those words become a full-text query (PostgreSQL's English stemming: 'fridges' is 'fridge'),
//    and ts_rewrite replaces each shopper phrase with what it means in the catalogue's words
//    (search_synonyms, migration 0183: 'fridge' → 'refrigerator', 'geyser' → 'water & heater').
// 3. A product is found when it holds every word, or when its kind (its sub category) is one the
//    query names: 'lg tv' lists LG's TVs, then other TVs, and LG's home theatres after them.
//    Products are ranked by ts_rank over product_search.document, weighted kind (A), brand (B),
//    name (C), top category and model (D), then by popularity. Both ways of being found go through
//    a GIN index (product_search.document and .kind).
//
// What `threshold` means: how much difference a match may have, from 0 (each word of the query
// must appear as written) to 1 (anything), as in the fuzzy-search libraries whose parameter names
// the spec's call uses. A known word matches a query word when pg_trgm's word_similarity
// between them (1 = all the query word's trigrams appear together in the known word) is at
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

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The known words each query word stands for: itself when the catalogue or a synonym holds it as
 * written (a primary-key probe; short words like 'lg' would otherwise resemble thousands of model
 * codes), else the closest ones through the trigram index.
 */
async function matchTerms(db: Executor, words: string[], minimum: number): Promise<string[][]> {
  const exact = new Set(
    (
      await rows<{ term: string }>(
        db,
        sql`SELECT term FROM search_terms WHERE term IN (${list(words)})
            UNION SELECT word FROM search_synonyms, unnest(words) AS word WHERE word IN (${list(words)})`,
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
              ({ word, index }) => sql`(SELECT ${index}::int AS word, term, similarity FROM (
                  SELECT term, word_similarity(${word}, term)::float8 AS similarity
                    FROM search_terms WHERE ${word} <% term AND word_similarity(${word}, term) >= ${minimum}
                  UNION
                  SELECT word, word_similarity(${word}, word)::float8
                    FROM search_synonyms, unnest(words) AS word WHERE word_similarity(${word}, word) >= ${minimum}
                ) known ORDER BY similarity DESC, length(term), term LIMIT ${TERMS_PER_WORD})`,
            ),
            sql` UNION ALL `,
          ),
        );
  return words.map((word, index) => {
    if (exact.has(word)) return [word];
    // Only the closest: 'earphones' is 'earphone' to the shopper, never also 'iphone'.
    const matches = found.filter((match) => match.word === index);
    return matches.filter((match) => match.similarity === matches[0]!.similarity).map((match) => match.term);
  });
}

/** Longer phrases first, so a phrase is rewritten before one of its words is. */
const SYNONYM_RULES = 'SELECT target, substitute FROM search_synonyms ORDER BY numnode(target) DESC, phrase';

async function findProducts(db: Executor, terms: string[][], limit: number): Promise<Product[]> {
  const oneWord = (alternatives: string[]) =>
    sql`(${sql.join(
      alternatives.map((term) => sql`plainto_tsquery('english', ${term})`),
      sql` || `,
    )})`;
  const every = sql.join(terms.map(oneWord), sql` && `);
  const any = sql.join(terms.map(oneWord), sql` || `);
  const found = await rows<ProductRow>(
    db,
    sql`WITH q AS (SELECT ts_rewrite(${every}, ${SYNONYM_RULES}) AS every_word, ts_rewrite(${any}, ${SYNONYM_RULES}) AS any_word)
        SELECT ${PRODUCT_COLUMNS}
        FROM (SELECT ps.product_id, ts_rank(ps.document, q.every_word || q.any_word) AS rank, ps.popularity
              FROM product_search ps, q
              WHERE ps.document @@ q.every_word OR ps.kind @@ q.any_word
              ORDER BY rank DESC, ps.popularity DESC, ps.product_id LIMIT ${limit}) hit
        JOIN products p ON p.id = hit.product_id LEFT JOIN stock s ON s.product_id = p.id
        ORDER BY hit.rank DESC, hit.popularity DESC, hit.product_id`,
  );
  return found.map(toProduct);
}

export async function searchProducts(db: Executor, value: string, options: SearchOptions): Promise<Product[]> {
  const words = queryWords(value);
  if (words.length === 0) return [];
  const minimum = Math.max(MIN_SIMILARITY, 1 - options.threshold);
  const limit = Math.min(Math.max(1, Math.floor(options.limit)), MAX_LIMIT);
  const terms = await matchTerms(db, words, minimum);
  // A word the store does not know at all finds nothing, as a shopper would expect of nonsense.
  if (terms.some((alternatives) => alternatives.length === 0)) return [];
  return findProducts(db, terms, limit);
}
