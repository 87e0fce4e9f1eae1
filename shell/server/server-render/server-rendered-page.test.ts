// What a server render leaves to the browser is told to the edge by part and why, for /metrics: a
// section's module or data past the budget is the design on a busy machine; anything else is a fault.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVER_RENDER_API, type RenderPageRequest } from '../../src/ssr/render-contract';
import { serverRenderedPage, type LeftPart, type LeftWhy } from './server-rendered-page';
import type { ShellServerEntry } from './shell-server-builds';

const page = { beforeRoot: '<html><body>', afterRoot: '</body></html>', root: '<div id="root"></div>' };

/** A shell whose render tells the edge what `tell` does, then streams one paragraph. */
function shellTelling(tell: (request: RenderPageRequest) => void): ShellServerEntry {
  return {
    SERVER_RENDER_API,
    renderPage: async (request) => {
      tell(request);
      return {
        status: 200,
        render: (callbacks) => {
          setImmediate(() => {
            callbacks.onShellReady();
            callbacks.onAllReady();
          });
          return { pipe: (sink) => sink.end('<p>rendered</p>'), abort: () => undefined };
        },
        renderedState: () => ({ slots: [] }),
      };
    },
  };
}

async function leftBy(shell: ShellServerEntry): Promise<Array<[LeftPart, LeftWhy]>> {
  const told: Array<[LeftPart, LeftWhy]> = [];
  const rendered = await serverRenderedPage(
    {
      pageFor: () => page,
      view: { registry: { shell: { current: '1.0.0' } }, json: '{}' } as never,
      url: 'http://127.0.0.1:3000/product/1',
      nonce: 'n',
      shellServer: shell,
      route: { remote: 'mfe-catalog', module: 'ProductPage' },
    },
    {
      copyDir: '/nowhere',
      apiUrl: 'http://127.0.0.1:4000',
      budgetMs: 200,
      abortAfterMs: 5000,
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
      request.onSlotWithoutData?.('mfe-catalog', 'ProductPage', 'its first view was not in time');
      request.onSlotSkipped?.('mfe-content', 'Footer', 'its server module took longer than 200 ms');
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

test('a page rendered whole tells nothing', async () => {
  assert.deepEqual(await leftBy(shellTelling(() => undefined)), []);
});
