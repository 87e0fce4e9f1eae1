// The soak's own PostgreSQL database, made fresh on the server TEST_DATABASE_URL or DATABASE_URL names
// (the api migrates and seeds it on start) and dropped after; and the end checks read in it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

interface PgClient {
  connect(): Promise<void>;
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
// The api's PostgreSQL client (api/package.json), as the api itself opens it.
const pg = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

export async function withClient<T>(url: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface SoakDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(serverUrl: string): Promise<SoakDatabase> {
  const name = `store_soak_${Date.now()}_${process.pid}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
