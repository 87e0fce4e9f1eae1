// What a server render leaves to the browser is told to the edge by part and why, for /metrics: a
// section's module or data past the budget is the design on a busy machine; anything else is a fault.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Writable } from 'node:stream';
import {
  FIRST_VIEW_LATE,
  MODULE_LATE,
  SERVER_RENDER_API,
  type RenderCallbacks,
  type RenderPageRequest,
} from '../../src/ssr/render-contract';
import { serverRenderedPage, type LeftPart, type LeftWhy } from './server-rendered-page';
import type { ShellServerEntry } from './shell-server-builds';

const page = { beforeRoot: '<html><body>', afterRoot: '</body></html>', root: '<div id="root"></div>' };

/** A shell whose render tells the edge what `tell` does, then streams one paragraph (or, with `stall`, never ends). */
function shellTelling(tell: (request: RenderPageRequest, callbacks: RenderCallbacks) => void, stall = false): ShellServerEntry {
  return {
    SERVER_RENDER_API,
    renderPage: async (request) => ({
      status: 200,
      render: (callbacks) => {
        let piped: Writable | undefined;
        setImmediate(() => {
          callbacks.onShellReady();
          tell(request, callbacks);
          if (!stall) callbacks.onAllReady();
        });
        return {
          pipe: (sink) => {
            piped = sink;
            if (!stall) sink.end('<p>rendered</p>');
          },
          // As React's stream: the unfinished boundaries are told as errors, and the stream ends.
          abort: (reason) => {
            callbacks.onError(reason);
            piped?.end('<p>left to the browser</p>');
          },
        };
      },
      renderedState: () => ({ slots: [] }),
    }),
  };
}

async function leftBy(shell: ShellServerEntry): Promise<Array<[LeftPart, LeftWhy]>> {
  const told: Array<[LeftPart, LeftWhy]> = [];
  const rendered = await serverRenderedPage(
    {
      pageFor: () => page,
      view: { registry: { shell: { current: '1.0.0', versions: [] } }, json: '{}', bucket: 0 },
      url: 'http://127.0.0.1:3000/product/1',
      nonce: 'n',
      shellServer: shell,
      route: { remote: 'mfe-catalog', module: 'ProductPage' },
    },
    {
      copyDir: '/nowhere',
      apiUrl: 'http://127.0.0.1:4000',
      budgetMs: 200,
      abortAfterMs: 300,
      warn: () => undefined,
      leftToBrowser: (part, why) => told.push([part, why]),
    },
  );
  if (rendered) for await (const chunk of rendered.body) void chunk;
  return told;
}

test('a section past its budget is told as late, a failing one as failed, by what was left', async () => {
  const told = await leftBy(
    shellTelling((request) => {
      request.onSlotWithoutData?.('mfe-catalog', 'ProductPage', FIRST_VIEW_LATE);
      request.onSlotSkipped?.('mfe-content', 'Footer', `${MODULE_LATE} 200 ms`);
      request.onSlotWithoutData?.('mfe-catalog', 'ProductPage', 'its first view failed: Error: the api answered 500');
      request.onSlotSkipped?.('mfe-content', 'Footer', 'its server module failed: SyntaxError');
    }),
  );
  assert.deepEqual(told, [
    ['data', 'late'],
    ['module', 'late'],
    ['data', 'failed'],
    ['module', 'failed'],
  ]);
});

test('a page whose shell cannot render it is told as the whole page failed', async () => {
  const told = await leftBy({
    SERVER_RENDER_API,
    renderPage: () => Promise.reject(new Error('the shell threw')),
  });
  assert.deepEqual(told, [['page', 'failed']]);
});

test('a section that throws is told as failed; what a render cut off had not finished, as late', async () => {
  assert.deepEqual(await leftBy(shellTelling((_request, callbacks) => callbacks.onError(new Error('a bug')))), [
    ['module', 'failed'],
  ]);
  assert.deepEqual(await leftBy(shellTelling(() => undefined, true)), [['module', 'late']]);
});

test('a page rendered whole tells nothing', async () => {
  assert.deepEqual(await leftBy(shellTelling(() => undefined)), []);
});
