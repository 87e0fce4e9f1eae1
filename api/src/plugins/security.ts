// Security headers and CORS limited to the store's own origins.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const origins = app.config.storeOrigins;
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'X-Request-Id'],
    maxAge: 600,
  });
}
