import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Every published version of the shell and each remote (immutable once recorded). */
export const releaseVersions = pgTable(
  'release_versions',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'string' }),
    files: integer('files'),
    jsBytes: integer('js_bytes'),
    jsGzipBytes: integer('js_gzip_bytes'),
    contentHash: text('content_hash'),
    contract: jsonb('contract'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.version] })],
);

/** What shoppers get of each name: its current version and its canary. */
export const releaseState = pgTable('release_state', {
  name: text('name').primaryKey(),
  current: text('current').notNull(),
  canaryVersion: text('canary_version'),
  canaryPercent: integer('canary_percent'),
  changeId: bigint('change_id', { mode: 'number' }).notNull(),
});

/** Every change of what shoppers get; its id is the change id the edges follow. */
export const releaseAudit = pgTable('release_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  name: text('name').notNull(),
  action: text('action').notNull(),
  fromVersion: text('from_version'),
  toVersion: text('to_version'),
  by: text('by').notNull(),
  detail: text('detail'),
});

/** Who runs the release watcher, until when. */
export const releaseWatchLease = pgTable('release_watch_lease', {
  id: smallint('id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});
