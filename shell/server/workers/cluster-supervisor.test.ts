import assert from 'node:assert/strict';
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { after, test } from 'node:test';
import { superviseWorkers } from './cluster-supervisor';

const PORT = 3521;
const origin = `http://127.0.0.1:${PORT}`;
cluster.setupPrimary({
  exec: path.join(__dirname, '..', 'test-support', 'cluster-worker.ts'),
  execArgv: ['--import', 'tsx'],
});
process.env.PORT = String(PORT);
const logged: string[] = [];
const supervisor = superviseWorkers({ workers: 2, log: (message) => logged.push(message), restartMs: 100, closeGraceMs: 5000 });
after(() => supervisor.stop());

/** A request on a connection of its own, as nginx asks its upstreams by default. */
const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, timeout: 5000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('timeout', () => reject(new Error('no answer in 5 s')))
      .on('error', reject);
  });

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

test('the workers share one port', async () => {
  await supervisor.ready;
  const pids = new Set<string>();
  for (let i = 0; i < 20; i++) pids.add(await (await fetch(origin)).text());
  assert.deepEqual([...pids].sort(), supervisor.pids().map(String).sort());
});

test('a worker that crashes is replaced, after a back-off that grows while workers die young', async () => {
  await supervisor.ready;
  const before = supervisor.pids();
  await fetch(`${origin}/crash`).catch(() => undefined);
  await until(() => supervisor.pids().length === 2 && supervisor.pids().some((pid) => !before.includes(pid)));
  await fetch(`${origin}/crash`).catch(() => undefined);
  await until(() => logged.length === 2);
  assert.match(logged[0] ?? '', /edge worker \d+ stopped \(exit code 3\); a new one starts in 100 ms/);
  assert.match(logged[1] ?? '', /a new one starts in 200 ms/);
  await until(() => supervisor.pids().length === 2);
  assert.equal((await fetch(origin)).status, 200);
});

test('a rolling restart replaces every worker without failing a request', async () => {
  await until(() => supervisor.pids().length === 2);
  const before = supervisor.pids();
  let stop = false;
  const failures: string[] = [];
  let answered = 0;
  const client = async () => {
    while (!stop) {
      try {
        const response = await get(origin);
        if (response.status !== 200) failures.push(`status ${response.status}`);
        else answered += 1;
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await supervisor.rollingRestart();
  await supervisor.rollingRestart();
  stop = true;
  await Promise.all(clients);
  assert.deepEqual(failures, []);
  assert.ok(answered > 50, `only ${answered} answers`);
  const now = supervisor.pids();
  assert.equal(now.length, 2);
  assert.ok(now.every((pid) => !before.includes(pid)));
});

test('stopping while a worker has just died (the store stopped as a process group) closes the rest', async () => {
  await until(() => supervisor.pids().length === 2);
  const [dying, other] = supervisor.pids();
  process.kill(dying!, 'SIGKILL');
  // The primary has not heard of the death yet: its channel to that worker is gone, but still looks open.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
  await supervisor.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(supervisor.pids(), []);
  assert.throws(() => process.kill(other!, 0), /ESRCH/, 'the other worker was closed');
});
