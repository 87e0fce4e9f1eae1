import { render, screen } from '@testing-library/react';
import { HttpAnswer, mockApi } from '../test-support/catalog-api';
import { setMobile } from '../test-support/viewport';
import { BannerSlider } from './banner-slider';
import { slideTarget } from './slide-target';

const desktop = [
  { largeImageURL: 'banners/desk-1.jpg', field: 'Categories', value: 'Air Conditioners' },
  { largeImageURL: 'banners/desk-2.jpg', field: 'Model', value: 'LG-55UR/75' },
  { largeImageURL: 'banners/desk-3.jpg', field: 'Brands', value: 'Samsung' },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("shows 'Loading images...' until the banners arrive, then the desktop banners above 768px", async () => {
  setMobile(false);
  const api = mockApi({ 'slider-fetch': desktop });
  render(<BannerSlider />);
  expect(screen.getByText('Loading images...')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Offer: Air Conditioners' })).toHaveAttribute(
    'src',
    '/api/images/banners/desk-1.jpg',
  );
  expect(screen.queryByText('Loading images...')).not.toBeInTheDocument();
  expect(api.callsTo('slider-fetch-mobile')).toHaveLength(0);
});

test('the first banner loads eagerly with high priority; the others lazily', async () => {
  setMobile(false);
  mockApi({ 'slider-fetch': desktop });
  render(<BannerSlider />);
  const first = await screen.findByRole('img', { name: 'Offer: Air Conditioners' });
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('img', { name: 'Offer: Samsung' })).toHaveAttribute('loading', 'lazy');
});

test('autoplays every 3000 ms at speed 500, one slide at a time, looping', async () => {
  setMobile(false);
  mockApi({ 'slider-fetch': desktop });
  render(<BannerSlider />);
  await screen.findAllByRole('img');
  const swiper = screen.getByTestId('swiper');
  expect(JSON.parse(swiper.dataset.autoplay ?? '{}')).toMatchObject({ delay: 3000 });
  expect(swiper.dataset.speed).toBe('500');
  expect(swiper.dataset.loop).toBe('true');
  expect(swiper.dataset.slidesPerView).toBe('1');
});

test('each slide opens its target in a new tab', async () => {
  setMobile(false);
  mockApi({ 'slider-fetch': desktop });
  render(<BannerSlider />);
  await screen.findAllByRole('img');
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/category/Air%20Conditioners',
    '/product/LG-55UR',
    '/search/Samsung',
  ]);
  links.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
});

test('at 768px or below it reads the mobile banners from a body string with NaN', async () => {
  setMobile(true);
  const api = mockApi({
    'slider-fetch-mobile': {
      statusCode: 200,
      body: '[{"largeImageURL":"banners/mob-1.jpg","field":"Categories","value":"TV","extra":NaN}]',
    },
  });
  render(<BannerSlider />);
  expect(await screen.findByRole('img', { name: 'Offer: TV' })).toHaveAttribute('src', '/api/images/banners/mob-1.jpg');
  expect(api.callsTo('slider-fetch')).toHaveLength(0);
});

test('a failed or non-list answer is only logged and shows no banners', async () => {
  setMobile(false);
  mockApi({ 'slider-fetch': new HttpAnswer(500, { message: 'down' }) });
  const { container } = render(<BannerSlider />);
  await screen.findByText((_, element) => element === container.firstChild && element?.getAttribute('aria-hidden') === 'true');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalled();
});

test('slide targets follow the field', () => {
  expect(slideTarget({ largeImageURL: '', field: 'Categories', value: 'mobile & tab' })).toBe('/category/mobile%20%26%20tab');
  expect(slideTarget({ largeImageURL: '', field: 'Model', value: 'AB12/CD' })).toBe('/product/AB12');
  expect(slideTarget({ largeImageURL: '', field: 'Name', value: 'Sony' })).toBe('/search/Sony');
});
