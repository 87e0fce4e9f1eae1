// A worker of the edge's cluster for the supervisor's tests: answers / slowly with its pid (so a
// request is in flight when it is asked to close) and stops at /crash.
import Fastify from 'fastify';
import { runEdgeWorkers } from '../workers/edge-workers';
import { edgeWorkersFrom } from '../workers/worker-settings';
import { gracefulClose } from '../workers/graceful-close';

runEdgeWorkers(async () => {
  const app = Fastify({ return503OnClosing: false });
  app.get('/', async () => {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.ANSWER_MS ?? 20)));
    return String(process.pid);
  });
  app.get('/crash', () => process.exit(3));
  const close = gracefulClose(app);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  return close;
}, edgeWorkersFrom(process.env));
