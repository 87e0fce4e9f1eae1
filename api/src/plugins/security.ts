// Security headers and CORS limited to the store's own origins.
//
// The headers are helmet's, with our policy, but worked out once at start: they do not depend on
// the request, and running helmet on every request halved the rate of every call (README Figures).
import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets with these options, read from one request to a throwaway app. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !NOT_SECURITY_HEADERS.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const origins = app.config.storeOrigins;
  const headers = await helmetHeaders({
    // Images are embedded by the store's pages, which may run on another port in development.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        formAction: ["'self'", ...origins],
        frameAncestors: ["'none'"],
      },
    },
  });
  // A route may still replace one (the payment sandbox page sets its own policy).
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'X-Request-Id'],
    maxAge: 600,
  });
}
