import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metricSamples } from './metrics-text.ts';

const TEXT = [
  '# HELP edge_versions_refused_total Versions this edge refused',
  'edge_versions_refused_total{remote="mfe-content",version="1.0.0-a"} 2',
  'edge_versions_refused_total_extra{remote="x"} 9',
  'edge_process_resident_memory_bytes 104857600',
].join('\n');

test("a metric's samples are read with their labels; a longer name that starts alike is not one of them", () => {
  assert.deepEqual(metricSamples(TEXT, 'edge_versions_refused_total'), [
    { labels: { remote: 'mfe-content', version: '1.0.0-a' }, value: 2 },
  ]);
  assert.deepEqual(metricSamples(TEXT, 'edge_process_resident_memory_bytes'), [{ labels: {}, value: 104857600 }]);
  assert.deepEqual(metricSamples(TEXT, 'edge_page_cache_pages'), []);
});
