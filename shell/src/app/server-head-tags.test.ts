import { dropServerHeadTagsOnNavigation, SERVER_HEAD_ATTRIBUTE } from './server-head-tags';

type Listener = (state: { location: { pathname: string } }) => void;

function fakeRouter() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string) {
      listeners.forEach((listener) => listener({ location: { pathname } }));
    },
  };
}

function serverTag(): HTMLElement {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.setAttribute(SERVER_HEAD_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

test('the server-rendered page keeps its head tags until the shopper goes to another page', () => {
  const router = fakeRouter();
  const tag = serverTag();
  dropServerHeadTagsOnNavigation(router, '/product/A1');
  router.go('/product/A1');
  expect(tag.isConnected).toBe(true);
  router.go('/product/B2');
  expect(tag.isConnected).toBe(false);
});

test('head tags of a later page are left alone', () => {
  const router = fakeRouter();
  serverTag();
  dropServerHeadTagsOnNavigation(router, '/');
  router.go('/cart');
  const later = serverTag();
  router.go('/');
  expect(later.isConnected).toBe(true);
});
