// The answer cache itself: fresh answers come from memory, stale or failed ones are read again,
// and the least recently used entry goes first when it is full.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerCache } from './answer-cache.js';

const counter = () => {
  let reads = 0;
  return { load: async () => String(++reads), reads: () => reads };
};

test('a fresh answer is read once; concurrent misses share one read', async () => {
  const cache = new AnswerCache(60_000, 10);
  const source = counter();
  const answers = await Promise.all([cache.json('a', source.load), cache.json('a', source.load), cache.json('a', source.load)]);
  assert.deepEqual(answers, ['1', '1', '1']);
  assert.equal(await cache.json('a', source.load), '1');
  assert.equal(source.reads(), 1);
});

test('an expired answer is read again', async () => {
  const cache = new AnswerCache(20, 10);
  const source = counter();
  assert.equal(await cache.json('a', source.load), '1');
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(await cache.json('a', source.load), '2');
});

test('a failed read is not kept', async () => {
  const cache = new AnswerCache(60_000, 10);
  await assert.rejects(
    cache.json('a', async () => Promise.reject(new Error('down'))),
    /down/,
  );
  assert.equal(await cache.json('a', async () => 'ok'), 'ok');
});

test('at most maxEntries answers; the least recently used goes first', async () => {
  const cache = new AnswerCache(60_000, 2);
  await cache.json('a', async () => 'a1');
  await cache.json('b', async () => 'b1');
  await cache.json('a', async () => 'a2'); // hit: a is now the most recent
  await cache.json('c', async () => 'c1'); // evicts b
  assert.equal(cache.size, 2);
  assert.equal(await cache.json('a', async () => 'a3'), 'a1');
  assert.equal(await cache.json('b', async () => 'b2'), 'b2');
});

test('a TTL of 0 turns the cache off', async () => {
  const cache = new AnswerCache(0, 10);
  const source = counter();
  await cache.json('a', source.load);
  await cache.json('a', source.load);
  assert.equal(source.reads(), 2);
  assert.equal(cache.size, 0);
});
