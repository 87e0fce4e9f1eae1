import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { headItemHtml } from '../page-head/render-page';
import { earlyInputScript } from './early-input';

test('the early-input listener is one script of the nonce, that compiles, and stays tiny', () => {
  const tag = headItemHtml(earlyInputScript(), 'n0nce');
  assert.ok(tag.startsWith('<script nonce="n0nce">'));
  assert.equal(tag.indexOf('</script>'), tag.length - '</script>'.length);
  const source = earlyInputScript().code;
  assert.ok(!source.includes('\n'), 'written on one line');
  assert.doesNotThrow(() => new vm.Script(source), 'a line comment inside would swallow the rest of it');
  // Every page carries it before its first paint; it must cost next to nothing (1.6 KB gzipped
  // since it also starts a held tap's call and says a tap is held, 1.3 KB with the text carried over
  // to a field rendered afresh; 1.0 KB before).
  assert.ok(source.length < 4000, `${source.length} characters`);
});
