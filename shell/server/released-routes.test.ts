import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGE_ROUTES, routeOf } from '../src/app/page-routes';
import { readReleasedRoutes, readStartUpLibraries, routeIn } from './released-routes';
import { releasedPageRoutes } from '../src/app/released-page-routes';

const TABLE = readReleasedRoutes(
  JSON.stringify({
    routes: [
      { path: '/', remote: 'mfe-catalog', module: 'HomePage', personal: false },
      { path: '/product/:productId', remote: 'mfe-catalog', module: 'ProductPage', personal: false },
      { path: '/my-account/*', remote: 'mfe-account', module: 'MyAccountPage', personal: true },
    ],
  }),
);

test('a path is the released route it matches: its parameters, a trailing *, nothing else', () => {
  assert.equal(routeIn(TABLE, '/')?.module, 'HomePage');
  assert.equal(routeIn(TABLE, '/product/X1')?.module, 'ProductPage');
  assert.equal(routeIn(TABLE, '/product/X1/more'), undefined);
  assert.equal(routeIn(TABLE, '/my-account/orders/7')?.personal, true);
  assert.equal(routeIn(TABLE, '/nowhere'), undefined);
  assert.equal(routeIn(null, '/'), undefined, 'a shell without a table has no routes');
});

test("the table this source's build writes matches every path as the browser's routes do", () => {
  const released = releasedPageRoutes().routes;
  const paths = PAGE_ROUTES.map((route) => route.path.replace(/:\w+/g, 'x').replace('*', 'a/b'));
  const named = (route?: { remote: string; module: string }) => route && `${route.remote} ${route.module}`;
  for (const pathname of [...paths, '/nowhere', '/product']) {
    assert.equal(named(routeIn(released, pathname)), named(routeOf(pathname)), pathname);
  }
});

test('a table that is not one is refused', () => {
  assert.throws(() => readReleasedRoutes('not json'));
  assert.throws(() => readReleasedRoutes('{"routes":{}}'), /page-routes.json is not a route table/);
  const odd = { path: '/x', remote: '../etc', module: 'X', personal: false };
  assert.throws(() => readReleasedRoutes(JSON.stringify({ routes: [odd] })), /not a route table/);
  const unsaid = { path: '/x', remote: 'mfe-content', module: 'X' };
  assert.throws(
    () => readReleasedRoutes(JSON.stringify({ routes: [unsaid] })),
    /not a route table/,
    'personal or not must be said',
  );
});

test("a table's start-up libraries are read; a table without them, or with something else, says none", () => {
  const routes = JSON.stringify({ routes: [] });
  assert.deepEqual(readStartUpLibraries(JSON.stringify({ routes: [], startUpLibraries: ['react', 'zustand'] })), [
    'react',
    'zustand',
  ]);
  assert.equal(readStartUpLibraries(routes), null);
  assert.equal(readStartUpLibraries(JSON.stringify({ routes: [], startUpLibraries: [1] })), null);
});
