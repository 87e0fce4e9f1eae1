import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProduct } from '../test-support/products';
import { mockApi } from '../test-support/catalog-api';
import { setMobile } from '../test-support/viewport';
import { renderInRouter } from '../test-support/render';
import { loadHomeFirstView } from './first-view';
import { HomePage } from './home-page';

const sectionTitles = [
  'MOBILE & TAB',
  'COMPUTER & LAPTOP',
  'AUDIO',
  'AIR CONDITIONER',
  'REFRIGERATOR',
  'TV & HOME ENTERTAINMENT',
  'WASHING MACHINE',
  'MICROWAVE OVENS',
  'KITCHEN CHIMNEY',
  'MIXER GRINDER',
];

function homeApi(
  models: (category: string) => unknown = (category) => [
    makeProduct({ Model: '', ModelName: `M-${category}`, Name: `Best of ${category}` }),
  ],
) {
  return mockApi({
    'slider-fetch': [],
    fetchHomePagemodels: ({ body }: { body: unknown }) => models((body as { Category: string }).Category),
  });
}

beforeEach(() => {
  setMobile(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('asks fetchHomePagemodels for the latest products and each of the ten sections', async () => {
  const api = homeApi();
  renderInRouter(<HomePage />);
  await screen.findByText('Best of MIXER GRINDER');
  const asked = api.callsTo('fetchHomePagemodels').map((request) => (request.body as { Category: string }).Category);
  expect(asked.sort()).toEqual(['LATEST ELECTRONICS PRODUCTS', ...sectionTitles].sort());
});

test('each category section has a View All button to its category', async () => {
  homeApi();
  renderInRouter(<HomePage />);
  for (const title of sectionTitles) {
    const heading = await screen.findByRole('heading', { name: title });
    const region = heading.closest('section') as HTMLElement;
    expect(within(region).getByRole('link', { name: `View All ${title}` })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent(title.toLowerCase())}`,
    );
    expect(await within(region).findByText(`Best of ${title}`)).toBeInTheDocument();
  }
});

test("a section whose answer is not a list shows 'No products found'", async () => {
  homeApi((category) => (category === 'AUDIO' ? { message: 'oops' } : []));
  renderInRouter(<HomePage />);
  const region = (await screen.findByRole('heading', { name: 'AUDIO' })).closest('section') as HTMLElement;
  expect(await within(region).findByText('No products found')).toBeInTheDocument();
});

test('category slider: 9 tiles opening their category in a new tab; 8, 5 or 3 visible by width', async () => {
  homeApi(() => []);
  renderInRouter(<HomePage />);
  const region = screen.getByRole('region', { name: 'Shop by category' });
  // The first render is a plain row of the tiles; Swiper arrives later in its own chunk.
  expect(within(region).getByTestId('category-row')).toBeInTheDocument();
  expect(within(region).queryByTestId('swiper')).not.toBeInTheDocument();
  const links = within(region).getAllByRole('link');
  // Proper names on screen; the routes keep the spec's spellings.
  expect(links.map((link) => link.textContent)).toEqual([
    'Air Conditioners',
    'Cooler',
    'Mobile & Tab',
    'TV',
    'Microwave',
    'Camera',
    'Computer & Laptop',
    'Bluetooth Speaker',
    'Mixer Grinder',
  ]);
  links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
  expect(links[0]).toHaveAttribute('href', '/category/Air%20Conditioners');
  expect(links[2]).toHaveAttribute('href', '/category/Mobile%20%26%20TAB');
  expect(links[4]).toHaveAttribute('href', '/category/microwave');
  // Set up once the shopper reaches into it (or its first step is due).
  fireEvent.pointerDown(region);
  const swiper = await within(region).findByTestId('swiper');
  expect(within(swiper).getAllByRole('link')).toHaveLength(9);
  expect(JSON.parse(swiper.dataset.breakpoints ?? '{}')).toEqual({
    0: { slidesPerView: 3 },
    481: { slidesPerView: 5 },
    769: { slidesPerView: 8 },
  });
});

test('category slider: the row steps by itself from 3000 ms after it is shown, at once, then every 3000 ms after a step ended; Swiper takes over at the tile shown when the shopper reaches in', async () => {
  jest.useFakeTimers();
  const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
  try {
    homeApi(() => []);
    renderInRouter(<HomePage />);
    const region = screen.getByRole('region', { name: 'Shop by category' });
    await advance(2999);
    expect(within(region).getByTestId('category-row')).toBeInTheDocument();
    await advance(1);
    const steps = within(region).getByTestId('category-steps');
    expect(steps.dataset.shown).toBe('0');
    await advance(20); // the next frame
    expect(steps.dataset.shown).toBe('1');
    expect(steps.firstElementChild).toHaveStyle({ transform: 'translateX(calc(-1 * (100% + 12px)))' });
    expect(within(region).queryByTestId('swiper')).not.toBeInTheDocument();
    await advance(300);
    await advance(2999);
    expect(steps.dataset.shown).toBe('1');
    // Eight tiles in view (jsdom lays nothing out: the desktop's count): from the second, back to the first.
    await advance(1);
    expect(steps.dataset.shown).toBe('0');
    await advance(300);
    await advance(3000);
    expect(steps.dataset.shown).toBe('1');
    fireEvent.pointerDown(region);
    await advance(0);
    expect(within(region).getByTestId('swiper').dataset.initialSlide).toBe('1');
    expect(within(region).queryByTestId('category-steps')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('popular brands: a grid of 30 brand links; the brand strip lists the spec’s 11', () => {
  homeApi(() => []);
  renderInRouter(<HomePage />);
  const brands = within(screen.getByRole('region', { name: 'Popular Brands' })).getAllByRole('link');
  expect(brands).toHaveLength(30);
  expect(brands[0]).toHaveAttribute('href', '/brands/Apple');
  expect(brands.at(-1)).toHaveAttribute('href', '/brands/boAt');
  const strip = within(screen.getByRole('navigation', { name: 'Top brands' })).getAllByRole('link');
  expect(strip.map((link) => link.textContent)).toEqual([
    'Apple',
    'Vivo',
    'Samsung',
    'HP',
    'Bosch',
    'LG',
    'Sony',
    'Daikin',
    'Hitachi',
    'Haier',
    'Carrier',
  ]);
  expect(strip[3]).toHaveAttribute('href', '/brands/HP');
});

test('tile groups, latest buttons, best sellers and the three-image row link where the spec says', () => {
  homeApi(() => []);
  renderInRouter(<HomePage />);
  for (const group of ['ENTERTAINMENT', 'APPLIANCES', 'DIGITAL PRODUCTS', 'KITCHEN APPLIANCES', 'LIFESTYLE PRODUCTS']) {
    expect(
      within(screen.getByRole('region', { name: group }))
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toMatch(/^\/category\//);
  }
  const latest = within(screen.getByRole('navigation', { name: 'Latest products by category' })).getAllByRole('link');
  expect(latest.map((link) => link.textContent)).toEqual([
    'Mobile & Tab',
    'Digital Game & Accessories',
    'Computer & Laptop',
    'Cameras & Accessories',
    'TV & Home Entertainment',
    'Audio',
  ]);
  const best = within(screen.getByRole('region', { name: 'Best Sellers' })).getAllByRole('link');
  expect(best.map((link) => link.getAttribute('href'))).toEqual([
    '/search/Godrej%20AC',
    '/search/Whirlpool%20Refrigerator',
    '/search/LG%20TV',
    '/search/Samsung%20Washing%20Machine',
    '/search/IFB%20Microwave%20Oven',
  ]);
  const promo = within(screen.getByRole('list', { name: 'Featured categories' })).getAllByRole('link');
  expect(promo.map((link) => link.getAttribute('href'))).toEqual(['/category/Mobile', '/category/TV', '/category/Laptop']);
  expect(screen.getByRole('img', { name: 'No Cost EMI Offer on credit and debit cards' })).toHaveAttribute('loading', 'lazy');
});

test('videos: three, the first active; selecting one makes it active; play loads the embed', () => {
  homeApi(() => []);
  renderInRouter(<HomePage />);
  const choices = within(screen.getByRole('list', { name: 'Choose a video' })).getAllByRole('button');
  expect(choices).toHaveLength(3);
  expect(choices.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  expect(screen.queryByTitle('Smart TV buying guide')).not.toBeInTheDocument();

  fireEvent.click(choices[1] as HTMLElement);
  expect(choices.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Smart TV buying guide' }));
  expect(screen.getByTitle('Smart TV buying guide')).toHaveAttribute('src', expect.stringContaining('/embed/'));
});

test("videos without the video service: the poster shows the title as the list writes it, inside the play button's name", () => {
  homeApi(() => []);
  renderInRouter(<HomePage />);
  const play = screen.getByRole('button', { name: 'Play video: Summer cooling: choosing the right AC' });
  // The poster shows the title, and every word it shows is part of the button's name, in order
  // (axe label-content-name-mismatch joins the text nodes as they stand).
  const poster = within(play).getByTestId('video-poster');
  expect(poster.textContent).toBe('Play video Summer cooling: choosing the right AC');
  expect(play.getAttribute('aria-label')!.replace(':', '')).toContain(poster.textContent);
  const choices = within(screen.getByRole('list', { name: 'Choose a video' })).getAllByRole('button');
  expect(choices[0]).toHaveTextContent(/^▶Summer cooling: choosing the right AC$/);
  // The service's thumbnail stays hidden until it has loaded; offline the drawn poster shows.
  const thumbnail = poster.querySelector('img[src*="ytimg"]') as HTMLImageElement;
  expect(thumbnail.className).not.toMatch(/shown/);
  fireEvent.load(thumbnail);
  expect(thumbnail.className).toMatch(/shown/);
});

test('the server loads both banner lists, so the head preloads the first of each for its screens, the page shows them at once and asks for neither again', async () => {
  setMobile(true);
  const api = mockApi({
    'slider-fetch': [{ largeImageURL: 'banners/desk-1.jpg', field: 'Categories', value: 'TV' }],
    'slider-fetch-mobile': { statusCode: 200, body: '[{"largeImageURL":"banners/mob-1.jpg","field":"Model","value":"AB12"}]' },
    fetchHomePagemodels: [],
  });
  const { data, head } = await loadHomeFirstView(
    { params: {}, search: '', origin: 'http://store.test' },
    new AbortController().signal,
  );
  expect(head?.imagePreloads).toEqual([
    { href: '/api/images/banners/desk-1.jpg', media: '(min-width: 769px)' },
    { href: '/api/images/banners/mob-1.jpg', media: '(max-width: 768px)' },
  ]);
  renderInRouter(<HomePage firstView={data} />);
  const offers = screen.getByRole('region', { name: 'Offers' });
  expect(within(offers).getByRole('img', { name: 'Offer: TV' })).toHaveAttribute('src', '/api/images/banners/desk-1.jpg');
  expect(within(offers).getByRole('img', { name: 'Offer: AB12' })).toHaveAttribute('src', '/api/images/banners/mob-1.jpg');
  fireEvent.pointerEnter(offers);
  await within(offers).findByTestId('swiper');
  await waitFor(() => expect(api.callsTo('fetchHomePagemodels').length).toBeGreaterThan(1));
  expect(api.callsTo('slider-fetch')).toHaveLength(1);
  expect(api.callsTo('slider-fetch-mobile')).toHaveLength(1);
});
