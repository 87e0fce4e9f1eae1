import assert from 'node:assert/strict';
import { test } from 'node:test';
import { edgeRenderFigures } from './edge-figures.ts';

test("the edge's admissions and the parts it left to the browser are read from its /metrics text", () => {
  const text = [
    '# HELP edge_server_render_admissions_total Pages by their admission',
    '# TYPE edge_server_render_admissions_total counter',
    'edge_server_render_admissions_total{outcome="rendered"} 593',
    'edge_server_render_admissions_total{outcome="shell-only"} 105',
    'edge_server_render_left_to_browser_total{part="data",why="late"} 7',
    'edge_server_render_left_to_browser_total{part="module",why="failed"} 1',
    'edge_http_requests_total{route="/",method="GET",status="200"} 4000',
  ].join('\n');
  assert.deepEqual(edgeRenderFigures(text), {
    admissions: { rendered: 593, 'shell-only': 105 },
    left: { 'data late': 7, 'module failed': 1 },
    failed: { module: 1 },
  });
});
