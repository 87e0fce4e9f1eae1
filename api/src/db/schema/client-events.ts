import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Field events of the shell per remote, version, kind and minute (migration 0170). */
export const clientEventCounts = pgTable(
  'client_event_counts',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.kind, table.minute] })],
);
