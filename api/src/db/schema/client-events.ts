import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Which signed browser reported which kind of event for a remote version, per minute. */
export const clientEventBrowsers = pgTable(
  'client_event_browsers',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    browser: text('browser').notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.kind, table.minute, table.browser] })],
);

/** Pages the edge served per remote version and minute: the ceiling of what browsers can report. */
export const edgeServedPages = pgTable(
  'edge_served_pages',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    pages: integer('pages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.minute] })],
);
