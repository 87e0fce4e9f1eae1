// The remote versions the store has released: only these may be reported, so made-up names and
// versions are refused instead of being kept for 14 days. Read from the release plane's versions,
// again at most every few seconds.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';

const FRESH_MS = 2000;

export class ReleasedVersions {
  private readAt = 0;
  private pairs = new Set<string>();
  private reading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async holds(remote: string, version: string): Promise<boolean> {
    if (Date.now() - this.readAt > FRESH_MS) await this.refresh();
    return this.pairs.has(`${remote} ${version}`);
  }

  private refresh(): Promise<void> {
    this.reading ??= rows<{ name: string; version: string }>(this.db, sql`SELECT name, version FROM release_versions`)
      .then((found) => {
        this.pairs = new Set(found.map((row) => `${row.name} ${row.version}`));
        this.readAt = Date.now();
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
