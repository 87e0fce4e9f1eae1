// A short-lived, size-bounded, in-process cache of read-only catalog answers, kept as the JSON text
// that is sent. Concurrent misses for one key share one database read. Each api process has its
// own, so a catalog change shows everywhere within the TTL. Never used for stock or prices that
// check-out relies on: check-out and stock-details always read the database.
import type { FastifyReply } from 'fastify';

interface Entry {
  expires: number;
  json: Promise<string>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer's JSON text for key, from the cache when fresh, else from load (then kept). */
  async json(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Least recently used first: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const entry: Entry = { expires: now + this.ttlMs, json: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.json.catch(() => {
      // A failed read (404, database down) is not kept.
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.json;
  }

  /**
   * Sends the (possibly cached) answer as JSON text. A miss is serialized by the route's response
   * schema (reply.serialize), or by serialize when the answer has another shape.
   */
  async send(
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    serialize?: (value: unknown) => string,
  ): Promise<FastifyReply> {
    const json = await this.json(key, async () => {
      const value = await load();
      if (serialize) return serialize(value);
      const text = reply.serialize(value);
      return typeof text === 'string' ? text : Buffer.from(text as ArrayBuffer).toString('utf8');
    });
    return reply.type('application/json; charset=utf-8').send(json);
  }

  clear(): void {
    this.entries.clear();
  }
}
