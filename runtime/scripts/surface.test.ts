import { bumpIsEnough, currentSurface, packageVersion, readRecorded, requiredBump } from './surface';

test('the recorded surface is the runtime as it is, at the version in package.json', () => {
  const recorded = readRecorded();
  const current = currentSurface();
  const needed = requiredBump(recorded.exports, current);
  const hint = `@store/runtime's exports changed (${needed} change): raise the version in runtime/package.json, then run pnpm --filter @store/runtime surface`;
  expect({ hint, exports: current }).toEqual({ hint, exports: recorded.exports });
  expect(packageVersion()).toBe(recorded.version);
});

test('an added export needs a minor version, a removed or changed one a major', () => {
  const before = { cart: '() => void', on: '(name: string) => void' };
  expect(requiredBump(before, { ...before })).toBe('none');
  expect(requiredBump(before, { ...before, emit: '() => void' })).toBe('minor');
  expect(requiredBump(before, { cart: '() => void' })).toBe('major');
  expect(requiredBump(before, { ...before, cart: '(model: string) => void' })).toBe('major');
  expect(bumpIsEnough('1.2.3', '1.3.0', 'minor')).toBe(true);
  expect(bumpIsEnough('1.2.3', '1.2.4', 'minor')).toBe(false);
  expect(bumpIsEnough('1.2.3', '1.9.0', 'major')).toBe(false);
  expect(bumpIsEnough('1.2.3', '2.0.0', 'major')).toBe(true);
});
