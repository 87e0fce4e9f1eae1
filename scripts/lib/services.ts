// The machine's services a drill or soak runs on: the PostgreSQL server it makes its own database on
// and the Redis it shares, each checked before anything starts.
import net from 'node:net';

export function redisUrl(): string {
  return process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** TEST_DATABASE_URL, else DATABASE_URL: the server a fresh database is made on. */
export function databaseServerUrl(command: string): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      `${command} runs on PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL (a fresh database is made on that server)`,
    );
  return url;
}

export async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const answer = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(2000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

export async function assertRedis(command: string): Promise<string> {
  const url = redisUrl();
  if (!(await reachable(url))) throw new Error(`${command} runs with Redis: nothing answers at ${url} (set TEST_REDIS_URL)`);
  return url;
}
