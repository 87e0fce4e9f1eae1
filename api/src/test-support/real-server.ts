// The api as a real process, started as `pnpm start` starts it (`tsx src/server.ts`), for drills that
// crash it. tsx runs the server in a child process of its own: `kill` SIGKILLs that server process
// (as the kernel's OOM killer would), and tsx then exits by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { processIsAlive } from '../db/pglite-store.js';
import type { ApiCalls } from './test-app.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
/** Not a measurement: only how long a broken start or a stuck condition may hang the test. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 20;
/** Variables that would point the server elsewhere than the drill's database and port. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'DATA_DIR',
  'UPLOAD_DIR',
  'REDIS_URL',
  'API_PORT',
  'HOST',
  'NODE_TEST_CONTEXT',
  'NODE_OPTIONS',
];

export interface FormAnswer {
  status: number;
  location: string | null;
  text: string;
}

export interface RealServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server process itself (not the tsx wrapper). */
  pid: number;
  calls: ApiCalls;
  /** POSTs a url-encoded form (as a browser coming back from the payment page would); redirects are not followed. */
  postForm(call: string, fields: Record<string, string>): Promise<FormAnswer>;
  /** SIGKILL: no shutdown hook, no flush, no lock release. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as an operator's stop; resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

export async function waitFor(what: string, condition: () => Promise<boolean> | boolean): Promise<void> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function httpCalls(baseUrl: string): ApiCalls {
  const call = async <T>(method: 'GET' | 'POST', name: string, body?: unknown, query?: Record<string, string>) => {
    const url = new URL(`/api/${name}`, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(
      url,
      method === 'POST'
        ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
        : { method },
    );
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, json: json as T };
  };
  return {
    post: (name, body, query) => call('POST', name, body, query),
    get: (name, query) => call('GET', name, undefined, query),
  };
}

function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_INHERITED.includes(name)));
  // Port 0: the system picks a free one and the server logs it, so parallel test files never collide.
  return { ...inherited, NODE_ENV: 'test', API_PORT: '0', LOG_LEVEL: 'info', ...env };
}

interface LogLine {
  pid?: number;
  msg?: string;
}

/** The last lines the server wrote, for the error message of a start that failed. */
class RecentOutput {
  private readonly lines: string[] = [];

  add(line: string): void {
    this.lines.push(line);
    if (this.lines.length > 20) this.lines.shift();
  }

  toString(): string {
    return this.lines.join('\n');
  }
}

/** Reads the server's pino lines until it says where it listens; fails with its output if it exits first. */
function listeningAddress(child: ChildProcess, output: RecentOutput): Promise<{ url: string; pid: number }> {
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error(`the server did not listen:\n${output.toString()}`)), GIVE_UP_MS);
    giveUp.unref();
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output.toString()}`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.add(line);
      let parsed: LogLine = {};
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        return;
      }
      const address = /^Server listening at (http:\/\/[^\s,]+)/.exec(parsed.msg ?? '')?.[1];
      if (!address || !parsed.pid) return;
      clearTimeout(giveUp);
      resolve({ url: address, pid: parsed.pid });
    });
  });
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

function killIfAlive(pid: number | undefined): void {
  try {
    if (pid !== undefined && processIsAlive(pid)) process.kill(pid, 'SIGKILL');
  } catch {
    // it exited in between
  }
}

const running = new Set<() => void>();
// A failing test must not leave servers behind (they are in the test's process group for Ctrl-C too).
process.once('exit', () => {
  for (const killNow of running) killNow();
});

export async function startRealServer(env: Record<string, string>): Promise<RealServer> {
  const output = new RecentOutput();
  const child = spawn(process.execPath, [TSX_CLI, 'src/server.ts'], {
    cwd: API_ROOT,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stderr }).on('line', (line) => output.add(line));
  let serverPid: number | undefined;
  const killNow = () => {
    killIfAlive(serverPid);
    killIfAlive(child.pid);
  };
  running.add(killNow);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const gone = async () => {
    await waitFor(`the server (process ${serverPid}) and tsx to exit`, () => exited() && !processIsAlive(serverPid!));
    running.delete(killNow);
  };
  let server: { url: string; pid: number };
  try {
    server = await listeningAddress(child, output);
    serverPid = server.pid;
    await waitFor('the api to answer /api/health', () => answersHealth(server.url));
  } catch (error) {
    killNow();
    running.delete(killNow);
    throw error;
  }
  return {
    ...server,
    calls: httpCalls(server.url),
    async postForm(call, fields) {
      const response = await fetch(`${server.url}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    },
    async kill() {
      killIfAlive(server.pid);
      await gone();
    },
    async stop() {
      child.kill('SIGTERM');
      await gone();
      return child.exitCode;
    },
  };
}
