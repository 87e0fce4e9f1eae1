// How an edge worker closes without failing a request: it stops taking connections, answers what it
// has been asked, and tells each client to close its connection with that answer (Node would keep a
// kept-alive connection open until its timeout). A request arriving on an open connection meanwhile
// is answered too: the app is made with `return503OnClosing: false`.
import type { FastifyInstance } from 'fastify';

/** Call before the app listens; the returned function closes it. */
export function gracefulClose(app: FastifyInstance): () => Promise<void> {
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });
  return async () => {
    closing = true;
    await app.close();
  };
}
