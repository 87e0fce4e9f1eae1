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
      description:
        'Bengal Electronics is a West Bengal electronics and home-appliance chain founded in 1987, with about 50 showrooms in 2020 and growing across West Bengal, Jharkhand, Uttar Pradesh, Rajasthan and Haryana.',
      canonical: 'https://store.example/about-us',
      textOnly: true,
    },
  });
});

test('the store locator says its first view shows pictures, so its scripts wait behind them', async () => {
  const firstView = await headOnly(PAGE_HEADS.storeLocator)(
    { params: {}, search: '', origin: 'https://store.example' },
    new AbortController().signal,
  );
  expect(firstView.head?.textOnly).toBe(false);
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

test('a content page in Bengali or Hindi has its head in that language; the canonical link is left to the edge', async () => {
  const inBengali = await headOnly(PAGE_HEADS.contact)(
    { params: {}, search: '', origin: 'https://store.example', language: 'bn' },
    new AbortController().signal,
  );
  expect(inBengali.head?.title).toBe('যোগাযোগ করুন | Bengal Electronics');
  expect(inBengali.head?.description).toContain('14 পার্ক স্ট্রিট, কলকাতা');
  expect(inBengali.head?.canonical).toBe('https://store.example/contact-us');
  const inHindi = await headOnly(PAGE_HEADS.shippingOptions)(
    { params: {}, search: '', origin: 'https://store.example', language: 'hi' },
    new AbortController().signal,
  );
  expect(inHindi.head?.description).toMatch(/^Bengal Electronics पश्चिम बंगाल के अंदर डिलीवरी करता है: ₹5,000.00 से ज़्यादा/);
});
