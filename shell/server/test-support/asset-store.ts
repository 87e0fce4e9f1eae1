// An asset store for the edge's tests: versions published into a folder as `pnpm release` does
// (files.json over every file, its sha256 the version's content hash), and a little HTTP origin
// serving the folder at /remotes/ that records what it was asked for.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** Writes <storeDir>/<name>/<version>/ with `files` and their files.json; answers the content hash. */
export function publishTestVersion(storeDir: string, name: string, version: string, files: Record<string, string>): string {
  const dir = path.join(storeDir, name, version);
  const manifest: Record<string, string> = {};
  for (const [file, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
    manifest[file] = sha256(content);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, 'files.json'), text);
  return sha256(text);
}

export interface TestOrigin {
  url: string;
  /** Paths asked for, in order (/remotes/<name>/<version>/<file>). */
  asked: string[];
  close(): Promise<void>;
}

export async function startTestOrigin(storeDir: string): Promise<TestOrigin> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    asked.push(pathname);
    const file = path.join(storeDir, pathname.replace(/^\/remotes\//, ''));
    if (!pathname.startsWith('/remotes/') || !file.startsWith(storeDir) || !fs.existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    // Answered a little later, so requests that overlap really do.
    setTimeout(() => response.writeHead(200).end(fs.readFileSync(file)), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
