// A TCP forwarder the drill controls, standing between the api and PostgreSQL: cut() closes every
// connection through it and refuses new ones (as a database restart looks from the api), restore()
// takes connections again on the same port. The machine's PostgreSQL server itself is never touched.
import net from 'node:net';

export interface CutProxy {
  port: number;
  /** Connections forwarded so far. */
  connections(): number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

export async function startCutProxy(target: { host: string; port: number }): Promise<CutProxy> {
  const open = new Set<net.Socket>();
  let forwarded = 0;
  const server = net.createServer((client) => {
    forwarded += 1;
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.pipe(other);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
  });
  const port = await listen(server, 0);
  const closeServer = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cut = async () => {
    const closed = closeServer();
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    connections: () => forwarded,
    cut,
    restore: async () => void (await listen(server, port)),
    close: cut,
  };
}
