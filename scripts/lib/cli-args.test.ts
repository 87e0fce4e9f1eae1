import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCommand, parsePercent, UsageError } from './cli-args.ts';

const options = { canary: { type: 'string' }, 'no-build': { type: 'boolean' } } as const;

test('one name and known flags, in any order', () => {
  assert.deepEqual(parseCommand(['--canary', '10', 'mfe-content', '--no-build'], options), {
    name: 'mfe-content',
    values: { canary: '10', 'no-build': true },
  });
});

test('unknown flags, a missing value, a missing or second name are usage errors', () => {
  assert.throws(
    () => parseCommand(['mfe-content', '--canry', '10'], options),
    (error: Error) => error instanceof UsageError && /--canry/.test(error.message),
  );
  assert.throws(() => parseCommand(['mfe-content', '--canary'], options), UsageError);
  assert.throws(() => parseCommand(['mfe-content', '--canary', '--no-build'], options), /--canary/);
  assert.throws(() => parseCommand(['--no-build'], options), /Name the remote/);
  assert.throws(() => parseCommand(['mfe-content', 'mfe-catalog'], options), /Unexpected argument "mfe-catalog"/);
});

test('a canary share is a whole percent from 1 to 99', () => {
  assert.equal(parsePercent('5'), 5);
  assert.equal(parsePercent('99'), 99);
  for (const bad of ['0', '100', '12.5', '-3', 'ten', '']) assert.throws(() => parsePercent(bad), UsageError, bad);
});
