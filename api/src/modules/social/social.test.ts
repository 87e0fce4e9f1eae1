import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../test-support/test-app.js';

const OWN = 'facebook=https://www.facebook.com/bengalelectronics, x=https://x.com/bengal_elec';

describeEachDatabase('social links, unset', (t) => {
  test('without SOCIAL_LINKS the store names no social pages', async () => {
    assert.deepEqual(await t().get('social-links'), { status: 200, json: { links: [] } });
  });
});

describeEachDatabase(
  'social links, set',
  (t) => {
    test('with SOCIAL_LINKS the store names its own pages, in the order given', async () => {
      assert.deepEqual((await t().get('social-links')).json, {
        links: [
          { network: 'facebook', url: 'https://www.facebook.com/bengalelectronics' },
          { network: 'x', url: 'https://x.com/bengal_elec' },
        ],
      });
    });
  },
  { env: { SOCIAL_LINKS: OWN } },
);

test("a network's home page, another site, plain http or an unknown network refuse to start", () => {
  for (const [value, problem] of [
    ['facebook=https://www.facebook.com/', /facebook .* must be the store's page/],
    ['instagram=https://www.instagram.com', /instagram .* must be the store's page/],
    ['youtube=https://example.com/bengal', /youtube .* must be the store's page/],
    ['x=http://x.com/bengal_elec', /x .* must be the store's page/],
    ['myspace=https://myspace.com/bengal', /must start with one of facebook, instagram, youtube, x=/],
    ['facebook=not a url', /not a valid URL/],
    [`${OWN},facebook=https://facebook.com/other`, /names facebook twice/],
  ] as const) {
    assert.throws(
      () => loadConfig({ SOCIAL_LINKS: value }),
      (error: unknown) => error instanceof ConfigError && error.problems.some((text) => problem.test(text)),
      value,
    );
  }
  assert.equal(loadConfig({ SOCIAL_LINKS: 'youtube=https://m.youtube.com/@bengalelectronics' }).socialLinks.length, 1);
});
