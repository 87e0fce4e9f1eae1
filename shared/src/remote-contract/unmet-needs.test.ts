import { satisfy } from '@module-federation/enhanced/runtime';
import { describeUnmet, unmetNeeds } from './unmet-needs';

const shell = { '@store/runtime': '1.3.0', react: '19.3.1' };

test('a remote built against an older minor of what the shell provides runs', () => {
  expect(unmetNeeds({ '@store/runtime': '^1.1.0', react: '^19.3.1' }, shell, satisfy)).toEqual([]);
});

test('a newer minor, a newer major or a missing singleton is unmet, named with both versions', () => {
  const unmet = unmetNeeds({ '@store/runtime': '^1.4.0', react: '^20.0.0', jotai: '^2.20.3' }, shell, satisfy);
  expect(unmet.map(describeUnmet)).toEqual([
    'needs @store/runtime ^1.4.0, the shell provides 1.3.0',
    'needs react ^20.0.0, the shell provides 19.3.1',
    'needs jotai ^2.20.3, the shell provides none',
  ]);
});
