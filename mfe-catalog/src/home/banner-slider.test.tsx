import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FirstViewProvider, seedKey } from '../common/first-view';
import { HttpAnswer, mockApi } from '../test-support/catalog-api';
import { setMobile } from '../test-support/viewport';
import { BannerSlider } from './banner-slider';
import { SLIDES_CALL } from './first-view';
import { slideTarget } from './slide-target';

const desktop = [
  { largeImageURL: 'banners/desk-1.jpg', field: 'Categories', value: 'Air Conditioners' },
  { largeImageURL: 'banners/desk-2.jpg', field: 'Model', value: 'LG-55UR/75' },
  { largeImageURL: 'banners/desk-3.jpg', field: 'Brands', value: 'Samsung' },
];
const mobile = [
  { largeImageURL: 'banners/mob-1.jpg', field: 'Categories', value: 'TV' },
  { largeImageURL: 'banners/mob-2.jpg', field: 'Name', value: 'Sony' },
];
const serverAnswers = { [seedKey(SLIDES_CALL, 'desktop')]: desktop, [seedKey(SLIDES_CALL, 'mobile')]: mobile };

function Banner() {
  return (
    <FirstViewProvider firstView={serverAnswers}>
      <BannerSlider />
    </FirstViewProvider>
  );
}

/** Keeps Swiper away until the test touches the page: the browser never turns idle. */
function neverIdle() {
  window.requestIdleCallback = jest.fn(() => 1);
  window.cancelIdleCallback = jest.fn();
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<typeof window>).requestIdleCallback;
  delete (window as Partial<typeof window>).cancelIdleCallback;
});

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

test("the server's HTML holds both first slides, each in the box CSS shows at its width, with its alt and target", () => {
  setMobile(true);
  const html = document.createElement('div');
  html.innerHTML = renderToString(<Banner />);
  const forDesktop = within(html.querySelector<HTMLElement>('[data-testid="banner-desktop"]')!);
  const forMobile = within(html.querySelector<HTMLElement>('[data-testid="banner-mobile"]')!);
  expect(forDesktop.getByRole('link')).toHaveAttribute('href', '/category/Air%20Conditioners');
  expect(forDesktop.getByRole('img', { name: 'Offer: Air Conditioners' })).toHaveAttribute(
    'src',
    '/api/images/banners/desk-1.jpg',
  );
  expect(forMobile.getByRole('link')).toHaveAttribute('href', '/category/TV');
  expect(forMobile.getByRole('img', { name: 'Offer: TV' })).toHaveAttribute('src', '/api/images/banners/mob-1.jpg');
  // Whichever box is hidden, its picture resolves to the shown box's file: one download per width.
  expect(html.querySelector('[data-testid="banner-desktop"] source')).toHaveAttribute('media', '(max-width: 768px)');
  expect(html.querySelector('[data-testid="banner-desktop"] source')).toHaveAttribute('srcset', '/api/images/banners/mob-1.jpg');
  expect(html.querySelector('[data-testid="banner-mobile"] source')).toHaveAttribute('media', '(min-width: 769px)');
  expect(html.querySelector('[data-testid="banner-mobile"] source')).toHaveAttribute('srcset', '/api/images/banners/desk-1.jpg');
  expect(html.querySelector('.swiper, [data-testid="swiper"]')).toBeNull();
});

test('hydrating on a phone keeps the server’s markup as it is, without a warning', async () => {
  neverIdle();
  setMobile(true);
  const api = mockApi({});
  const container = serverRendered(<Banner />);
  const before = container.innerHTML;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Banner />);
  });
  expect(container.innerHTML).toBe(before);
  expect(console.error).not.toHaveBeenCalled();
  expect(api.requests).toHaveLength(0);
  act(() => root?.unmount());
  container.remove();
});

/** The shopper's pointer reaches into the banner: the slider is needed. */
function reachInto() {
  fireEvent.pointerEnter(screen.getByRole('region', { name: 'Offers' }));
}

test('Swiper is not in the first render, nor set up when the browser is idle; it takes over when the pointer reaches into it, with the shown list', async () => {
  setMobile(true);
  render(<Banner />);
  expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Offer: TV' })).toBeInTheDocument();
  // Idle (jsdom has no requestIdleCallback: 200 ms) and a touch elsewhere load the code, no more.
  fireEvent.pointerDown(document.body);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  reachInto();
  const swiper = await screen.findByTestId('swiper');
  expect(
    within(swiper)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['Offer: TV', 'Offer: Sony']);
  expect(screen.queryByTestId('banner-desktop')).not.toBeInTheDocument();
  expect(swiper.dataset.steps).toBe('0');
});

/** Where the steps stand: the slide shown, and the row's offset. */
function stepsAt() {
  const steps = screen.getByTestId('banner-steps');
  return { shown: steps.dataset.shown, transform: steps.style.transform };
}

async function advance(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

/** The first step: due 3000 ms after the first slide is shown, taken on the next frame. */
async function untilFirstStep() {
  await advance(3000);
  await advance(20);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the steps before Swiper (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  test('without the shopper, the shown list steps by itself from 3000 ms after the first slide is shown, at once, without Swiper', async () => {
    setMobile(false);
    render(<Banner />);
    await advance(2999);
    expect(screen.queryByTestId('banner-steps')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-mobile')).toBeInTheDocument();
    await advance(1);
    // The desktop list only, where the first slide was; the step comes on the next frame.
    expect(stepsAt()).toEqual({ shown: '0', transform: 'translateX(0%)' });
    expect(screen.queryByTestId('banner-mobile')).not.toBeInTheDocument();
    await advance(20);
    expect(stepsAt()).toEqual({ shown: '1', transform: 'translateX(-100%)' });
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  });

  test('steps every 3000 ms after the last step ended (500 ms), one slide at a time, looping on without a step back', async () => {
    setMobile(false);
    render(<Banner />);
    await untilFirstStep();
    expect(screen.getByTestId('banner-steps')).toHaveClass('moving');
    await advance(500);
    expect(screen.getByTestId('banner-steps')).not.toHaveClass('moving');
    await advance(2999);
    expect(stepsAt().shown).toBe('1');
    await advance(1);
    expect(stepsAt()).toEqual({ shown: '2', transform: 'translateX(-200%)' });
    // After the last slide its row holds the first one's copy; from there it jumps back, unseen.
    await advance(500);
    await advance(3000);
    expect(stepsAt()).toEqual({ shown: '0', transform: 'translateX(-300%)' });
    await advance(500);
    expect(stepsAt()).toEqual({ shown: '0', transform: 'translateX(0%)' });
    expect(screen.getByTestId('banner-steps')).not.toHaveClass('moving');
    await advance(3000);
    expect(stepsAt()).toEqual({ shown: '1', transform: 'translateX(-100%)' });
  });

  test('the steps wait while the page is hidden', async () => {
    setMobile(false);
    render(<Banner />);
    await untilFirstStep();
    await advance(500);
    setVisibility('hidden');
    await advance(10000);
    expect(stepsAt().shown).toBe('1');
    setVisibility('visible');
    await advance(3000);
    expect(stepsAt().shown).toBe('2');
  });

  test('the copy of the first slide at the seam is neither read nor reached; the next slide is fetched before it is shown', async () => {
    setMobile(false);
    render(<Banner />);
    await advance(3000);
    const steps = within(screen.getByTestId('banner-steps'));
    expect(steps.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/Air%20Conditioners',
      '/product/LG-55UR',
      '/search/Samsung',
    ]);
    const copy = screen.getByTestId('banner-steps').lastElementChild!;
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Offer: LG-55UR/75' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Offer: Samsung' })).toHaveAttribute('loading', 'lazy');
    await advance(20);
    expect(screen.getByRole('img', { name: 'Offer: Samsung' })).toHaveAttribute('loading', 'eager');
  });

  test('a shopper reaching into the banner after some steps gets Swiper at the slide shown, at speed 500, looping', async () => {
    setMobile(false);
    render(<Banner />);
    await untilFirstStep();
    await advance(500);
    await advance(3000); // the second step: the third slide slides in
    expect(stepsAt().shown).toBe('2');
    reachInto();
    await advance(300); // the browser is idle: Swiper's code arrives
    const swiper = screen.getByTestId('swiper');
    expect(swiper.dataset.initialSlide).toBe('2');
    expect(swiper.dataset.speed).toBe('500');
    expect(swiper.dataset.loop).toBe('true');
    expect(swiper.dataset.slidesPerView).toBe('1');
    expect(screen.queryByTestId('banner-steps')).not.toBeInTheDocument();
  });
});

test('in the slider the first banner loads eagerly with high priority; the others lazily', async () => {
  setMobile(false);
  render(<Banner />);
  reachInto();
  await screen.findByTestId('swiper');
  const first = screen.getByRole('img', { name: 'Offer: Air Conditioners' });
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('img', { name: 'Offer: Samsung' })).toHaveAttribute('loading', 'lazy');
});

test('each slide opens its target in a new tab', async () => {
  setMobile(false);
  mockApi({ 'slider-fetch': desktop });
  render(<BannerSlider />);
  await screen.findByRole('img', { name: 'Offer: Air Conditioners' });
  reachInto();
  const links = within(await screen.findByTestId('swiper')).getAllByRole('link');
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
