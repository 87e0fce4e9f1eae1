import assert from 'node:assert/strict';
import { test } from 'node:test';
import { soakOptions } from './soak-options.ts';

test('an hour at 2 journeys a second and a flood of 20 connections unless told otherwise', () => {
  assert.deepEqual(soakOptions([]), { minutes: 60, rate: 2, floodConnections: 20 });
  assert.deepEqual(soakOptions(['--minutes', '3', '--rate', '0.5', '--flood-connections', '50']), {
    minutes: 3,
    rate: 0.5,
    floodConnections: 50,
  });
});

test('a wrong or unknown option is refused with the usage', () => {
  for (const argv of [['--minutes', '0'], ['--minutes', 'lots'], ['--rate', ''], ['--hours', '1'], ['extra']])
    assert.throws(() => soakOptions(argv), /Usage: pnpm soak/, argv.join(' '));
});
