import type { Database } from '../db/database.js';
import { isEmpty, seedDatabase, type SeedSummary } from './seed.js';

/** First start of an empty database: seed it. Returns what was written, or null when not empty. */
export async function seedIfEmpty(db: Database, products?: number): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  return seedDatabase(db, { products });
}
