// An edge worker's memory after a full garbage collection, read through the V8 inspector its edge
// was started with (--inspect=127.0.0.1:<port>; node's cluster gives the first worker port + 1):
// HeapProfiler.collectGarbage, then the worker's own process.memoryUsage().
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

interface Socket {
  on(event: 'open' | 'error' | 'message', listener: (data: unknown) => void): void;
  send(text: string): void;
  close(): void;
}
// A WebSocket client for the inspector's protocol: lighthouse's (a dependency of the repo's root).
const WebSocket = createRequire(path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'))('ws') as new (
  url: string,
) => Socket;

export interface WorkerMemory {
  'RSS MB': number;
  'heap used MB': number;
}

async function inspectorUrl(port: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target at 127.0.0.1:${port}`);
  return url;
}

export async function memoryAfterGc(inspectorPort: number): Promise<WorkerMemory> {
  const socket = new WebSocket(await inspectorUrl(inspectorPort));
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let next = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const answer = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(answer.result.value) as { rss: number; heapUsed: number };
    const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
    return { 'RSS MB': mb(usage.rss), 'heap used MB': mb(usage.heapUsed) };
  } finally {
    socket.close();
  }
}
