// The real release plane (the api's, on a fresh in-memory database) in a process of its own, for
// tests of what the edge does through it: api/src/test-support/plane-server.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { releasePlaneClient, type ReleasePlane } from '@store/shared/release-registry';

const repoRoot = path.resolve(__dirname, '../../..');

export interface TestPlane {
  url: string;
  plane: ReleasePlane;
  stop(): void;
}

export function startTestPlane(): Promise<TestPlane> {
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'api', 'src', 'test-support', 'plane-server.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the plane server exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      const { url } = JSON.parse(line) as { url: string };
      resolve({ url, plane: releasePlaneClient(url), stop: () => child.kill('SIGTERM') });
    });
  });
}
