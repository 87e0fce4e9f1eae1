// The api's release plane alone, on a fresh in-memory database, on a free loopback port: for tests
// that need the real plane over HTTP (the edge's /ops runs the operator's commands against it).
// Prints {"url": ...} once listening; stops on SIGTERM or when its parent's stdin closes.
import Fastify from 'fastify';
import { openMemoryDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { installErrorHandler } from '../errors.js';
import { releasesRoutes } from '../modules/releases/releases-routes.js';

const handle = await openMemoryDatabase();
await migrate(handle);
const app = Fastify({ logger: false });
app.decorate('database', handle);
app.decorate('db', handle.db);
installErrorHandler(app);
app.get('/api/health', async () => ({ status: 'ok', database: handle.kind }));
await app.register(releasesRoutes, { prefix: '/internal' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url: address }));

const stop = () => void app.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('close', stop);
process.stdin.resume();
