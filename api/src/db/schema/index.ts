// Every table, one file per domain. The SQL in ../migrations is the source of truth for the
// database; these definitions give the code typed queries over the same tables.
export * from './catalog.js';
export * from './delivery.js';
export * from './accounts.js';
export * from './reviews.js';
export * from './orders.js';
export * from './content.js';
export * from './client-events.js';
export * from './releases.js';
