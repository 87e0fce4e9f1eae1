// LISTEN on a PostgreSQL channel over a connection of its own (a pooled connection is handed back
// between queries and would drop the LISTEN). A lost connection is opened again after a pause; what
// was notified meanwhile is lost, which is why every listener also reads on an interval.
import pg from 'pg';

const RETRY_MS = 1000;

export interface ListenOptions {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  /** Told when the connection is (re)established, so the caller can catch up on what it missed. */
  onConnect?: () => void;
  onError?: (error: Error) => void;
}

export function listenPostgres({ url, channel, onMessage, onConnect, onError }: ListenOptions): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    const again = (error: Error) => {
      onError?.(error);
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), RETRY_MS);
    };
    next.on('error', again);
    next.on('end', () => again(new Error('the notification connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      onConnect?.();
    } catch (error) {
      again(error as Error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}
