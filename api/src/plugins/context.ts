// What every module can reach on the Fastify instance: the config, the database and (when
// REDIS_URL is set) the shared Redis connection.
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { AnswerCache } from './answer-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    /** Present when REDIS_URL is set; rate limits and other shared counters use it. */
    redis: Redis | undefined;
    /** Short-lived cache of read-only catalog answers (see answer-cache.ts). */
    answers: AnswerCache;
  }
}

export {};
