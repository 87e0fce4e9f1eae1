import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hiddenFields } from './ops-browser.ts';

test("the confirmation's hidden fields are posted as the browser would, unescaped", () => {
  const html =
    '<form method="post" action="/ops/act"><input type="hidden" name="csrf" value="a.b-c">' +
    '<input type="hidden" name="remote" value="mfe-content"><input type="hidden" name="to" value="1.0.0-&amp;&quot;x&quot;">' +
    '<input type="text" name="name" value="not hidden"></form>';
  assert.deepEqual(hiddenFields(html), { csrf: 'a.b-c', remote: 'mfe-content', to: '1.0.0-&"x"' });
});
