// Where the edge listens: only this machine unless HOST says otherwise (HOST=0.0.0.0 to serve the
// network), so a development store is not open to everyone on the same Wi-Fi by default.
export const DEFAULT_HOST = '127.0.0.1';

export function listenHost(env: Record<string, string | undefined>): string {
  const host = env.HOST?.trim();
  return host ? host : DEFAULT_HOST;
}
