// Starts the api: config, database (migrated, seeded when empty), Redis when configured, then
// listens. SIGINT/SIGTERM close the server first (in-flight requests finish), then the database.
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { importDeployFiles } from './modules/releases/import-deploy-files.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seeded = await seedIfEmpty(database.db);
  const imported = await importDeployFiles(database.db, config.fieldEvents.deployDir);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  const app = await buildApp({ config, database, redis });
  // Without Redis the rate limits fail open (skipOnError); say so instead of crashing.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable'));
  if (seeded) app.log.info(seeded, 'seeded an empty database');
  if (imported) app.log.info(imported, 'release plane: imported registry.json and audit.jsonl of the deploy folder');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      redis?.disconnect();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'api ready');
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
