// `pnpm seed [--products N]`: replaces the data of the configured database (DATABASE_URL or the
// PGlite under DATA_DIR) with a fresh seed of N products (default 600). Orders and accounts go too.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { DEFAULT_PRODUCT_COUNT, seedDatabase } from './seed.js';

function productCount(argv: string[]): number {
  const index = argv.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (index === -1) return DEFAULT_PRODUCT_COUNT;
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error(`--products must be a whole number from 1 to 1000000, got "${raw}"`);
  }
  return count;
}

async function main(): Promise<void> {
  const count = productCount(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const started = Date.now();
    await database.db
      .execute(sql`TRUNCATE products, product_search, search_terms, coupons, pincode_ranges, stores, home_sections, slider_images,
      users, otp_codes, sessions, sms_outbox, career_applications, contact_messages, newsletter_subscribers
      RESTART IDENTITY CASCADE`);
    const summary = await seedDatabase(database.db, { products: count });
    await database.db.execute(sql`ANALYZE`);
    console.log(`Seeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
