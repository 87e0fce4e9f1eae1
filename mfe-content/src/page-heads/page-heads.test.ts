import { headOnly, PAGE_HEADS } from './page-heads';

test('a content page’s first view is its head: title with the store’s name, description, canonical address', async () => {
  const firstView = await headOnly(PAGE_HEADS.about)(
    { params: {}, search: '', origin: 'https://store.example' },
    new AbortController().signal,
  );
  expect(firstView).toEqual({
    data: null,
    head: {
      title: 'About Us | Bengal Electronics',
      description: PAGE_HEADS.about.description,
      canonical: 'https://store.example/about-us',
    },
  });
});

test('every content page has a head, under the spec’s route for it', () => {
  expect(Object.values(PAGE_HEADS).map((head) => head.path)).toEqual([
    '/store-locator',
    '/career',
    '/contact-us',
    '/about-us',
    '/terms-and-conditions',
    '/privacy-policy',
    '/payment-return-policies',
    '/shipping-options',
  ]);
});
