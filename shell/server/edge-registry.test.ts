// An edge follows the api's release plane: a change shows on its next page within a second, and while
// the plane is away it keeps serving the registry it read last.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createEdgeServer } from './edge-server';
import { startTestPlane, type TestPlane } from './test-support/plane-server';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';

let plane: TestPlane;
const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-follow-'));

before(async () => {
  plane = await startTestPlane();
  releaseTestShell(deployDir);
  await plane.plane.release({ name: 'shell', version: TEST_SHELL.current, by: 'test' });
  await plane.plane.release({ name: 'mfe-content', version: '1.0.0-aaaa1111', by: 'test' });
});
after(() => {
  plane.stop();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test('a release shows on the next page within a second; with the plane gone the last registry is served', async () => {
  const edge = await createEdgeServer({ deployDir, apiUrl: plane.url, serverRender: false });
  const current = async () => (await edge.inject('/registry.json')).json()['mfe-content']?.current as string;
  try {
    assert.equal(await current(), '1.0.0-aaaa1111');
    const delays: number[] = [];
    for (const version of ['1.0.0-bbbb2222', '1.0.0-cccc3333', '1.0.0-dddd4444']) {
      const started = Date.now();
      await plane.plane.release({ name: 'mfe-content', version, by: 'test' });
      while ((await current()) !== version) {
        assert.ok(Date.now() - started < 1000, `${version} not served after ${Date.now() - started} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delays.push(Date.now() - started);
    }
    console.log(`release to the edge's next page: ${delays.join(', ')} ms`);

    plane.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await current(), '1.0.0-dddd4444');
    assert.equal((await edge.inject('/')).statusCode, 200);
  } finally {
    await edge.close();
  }
});
