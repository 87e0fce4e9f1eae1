import { loadLanguage } from '@store/shared';
import { makeProduct } from '../test-support/products';
import { brandSeo, categorySeo, jsonLdText, productSeo } from '.';

const ORIGIN = 'https://shop.example.in';
const product = makeProduct({
  Model: 'SM-A155F/DS',
  Name: 'Samsung Galaxy A15 5G',
  Sale_price: 15999,
  Regular_price: 19999,
  Short_description: '6.5 inch sAMOLED display\n50 MP triple camera',
  Categories: 'Mobile & Tab>Smartphones',
  In_stock: true,
});

describe('a product page', () => {
  test('is titled by its name, described by its points, and its canonical address is its model id under the origin', () => {
    const seo = productSeo(product, { origin: ORIGIN });
    expect(seo.title).toBe('Samsung Galaxy A15 5G');
    expect(seo.description).toBe('6.5 inch sAMOLED display. 50 MP triple camera');
    expect(seo.canonical).toBe('https://shop.example.in/product/SM-A155F');
  });

  test('a long description is cut at 160 characters; a product without one is described by its name', () => {
    expect(productSeo(makeProduct({ Short_description: 'x'.repeat(300) }), { origin: ORIGIN }).description).toHaveLength(160);
    expect(
      productSeo(makeProduct({ Name: 'Fan', Short_description: null, Description: null }), { origin: ORIGIN }).description,
    ).toBe('Fan');
  });

  test('its Product data names the offer in INR with two decimals, absolute images, and stock from the product', () => {
    const [data] = productSeo(product, { origin: ORIGIN }).jsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Samsung Galaxy A15 5G',
      sku: 'SM-A155F/DS',
      image: [
        'https://shop.example.in/api/images/products/sm-a155f-1.jpg',
        'https://shop.example.in/api/images/products/sm-a155f-2.jpg',
      ],
      brand: { '@type': 'Brand', name: 'Samsung' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.in/product/SM-A155F',
        priceCurrency: 'INR',
        price: '15999.00',
        availability: 'https://schema.org/InStock',
      },
    });
    const [soldOut] = productSeo(makeProduct({ In_stock: false, Sale_price: null, Regular_price: 499.5 }), {
      origin: ORIGIN,
    }).jsonLd;
    expect(soldOut).toMatchObject({ offers: { price: '499.50', availability: 'https://schema.org/OutOfStock' } });
  });

  test('live stock overrides the product flag; unknown stock leaves availability out; a rating is added when there are reviews', () => {
    const [live] = productSeo(product, {
      origin: ORIGIN,
      availability: 'out-of-stock',
      rating: { average: 4.5, count: 2 },
    }).jsonLd;
    expect(live).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const [unknown] = productSeo(product, { origin: ORIGIN, availability: 'unknown', rating: { average: 0, count: 0 } }).jsonLd;
    expect(unknown?.offers).not.toHaveProperty('availability');
    expect(unknown?.aggregateRating).toBeUndefined();
  });

  test('its breadcrumbs are Home › category › product, the category by its canonical address', () => {
    const seo = productSeo(product, { origin: ORIGIN });
    expect(seo.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Mobile & Tab', 'Samsung Galaxy A15 5G']);
    expect(seo.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.in/' },
        { '@type': 'ListItem', position: 2, name: 'Mobile & Tab', item: 'https://shop.example.in/category/mobile%20%26%20tab' },
        { '@type': 'ListItem', position: 3, name: 'Samsung Galaxy A15 5G', item: 'https://shop.example.in/product/SM-A155F' },
      ],
    });
  });
});

describe('a listing page', () => {
  test('a category is titled by its route value and its canonical address is lower case', () => {
    const seo = categorySeo('Audio', ORIGIN);
    expect(seo.title).toBe('Audio');
    expect(seo.description).toBe('Buy Audio online at the best prices in India.');
    expect(seo.canonical).toBe('https://shop.example.in/category/audio');
  });

  test("a sub-category's breadcrumbs go through its parents in the category menu", () => {
    expect(categorySeo('split ac', ORIGIN).breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Home Appliances', path: '/category/home%20appliances' },
      { name: 'Air Conditioners', path: '/category/air%20conditioners' },
      { name: 'Split AC', path: '/category/split%20ac' },
    ]);
    expect(categorySeo('gadgets', ORIGIN).breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'gadgets']);
  });

  test('a brand keeps its spelling in its canonical address', () => {
    const seo = brandSeo('Blue Star', ORIGIN);
    expect(seo.title).toBe('Blue Star');
    expect(seo.description).toBe('Shop Blue Star products online at the best prices in India.');
    expect(seo.canonical).toBe('https://shop.example.in/brands/Blue%20Star');
    expect(seo.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Blue Star', position: 2 }],
    });
  });
});

describe('the data script text', () => {
  test('a name holding </script> or line separators cannot end the script, and parses back to the same data', () => {
    const data = { name: 'Evil </script><script>alert(1)</script> & \u2028' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('heads in Bengali and Hindi', () => {
  beforeAll(async () => {
    await loadLanguage('bn');
    await loadLanguage('hi');
  });

  test('a category and a brand listing are titled and described in the language; the canonical address stays English', () => {
    const audio = categorySeo('audio', ORIGIN, 'bn');
    expect(audio.title).toBe('অডিও');
    expect(audio.description).toBe('ভারতে সেরা দামে অনলাইনে অডিও কিনুন।');
    expect(audio.canonical).toBe(`${ORIGIN}/category/audio`);
    expect(brandSeo('samsung', ORIGIN, 'hi').description).toBe('भारत में सबसे अच्छी क़ीमतों पर Samsung के प्रॉडक्ट ऑनलाइन ख़रीदें।');
  });

  test("a product keeps its name as the catalogue has it, in a description of the store's own words", () => {
    const seo = productSeo(product, { origin: ORIGIN, language: 'hi' });
    expect(seo.title).toBe('Samsung Galaxy A15 5G');
    expect(seo.description).toBe('भारत में सबसे अच्छी क़ीमत पर Samsung Galaxy A15 5G ऑनलाइन ख़रीदें।');
    expect(productSeo(product, { origin: ORIGIN, language: 'bn' }).description).toBe(
      'ভারতে সেরা দামে অনলাইনে Samsung Galaxy A15 5G কিনুন।',
    );
  });
});
