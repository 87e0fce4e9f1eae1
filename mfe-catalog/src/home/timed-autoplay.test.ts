import type { SwiperModule } from 'swiper/types';
import { swiperEvents } from '../test-support/swiper-events';
import { timedAutoplay } from './timed-autoplay';

const DELAY = 3000;

/** As much of a Swiper as the module uses: its events and slideNext. */
function fakeSwiper() {
  const swiper = { slideNext: jest.fn() };
  const { on, emit } = swiperEvents();
  timedAutoplay(DELAY)({ swiper, on } as unknown as Parameters<SwiperModule>[0]);
  emit('init');
  return { swiper, emit };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

test('steps once per delay, counted from the end of the last step, and asks for no animation frames', () => {
  const frames = jest.spyOn(window, 'requestAnimationFrame');
  const { swiper, emit } = fakeSwiper();
  jest.advanceTimersByTime(DELAY - 1);
  expect(swiper.slideNext).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(swiper.slideNext).toHaveBeenCalledTimes(1);

  // The slide takes its 500 ms; the next delay starts when it has arrived.
  jest.advanceTimersByTime(DELAY);
  expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  emit('slideChangeTransitionEnd');
  jest.advanceTimersByTime(DELAY);
  expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  expect(frames).not.toHaveBeenCalled();
  frames.mockRestore();
});

test('a swipe holds the slider; letting go starts the delay again', () => {
  const { swiper, emit } = fakeSwiper();
  jest.advanceTimersByTime(DELAY - 100);
  emit('touchStart');
  jest.advanceTimersByTime(DELAY * 2);
  expect(swiper.slideNext).not.toHaveBeenCalled();
  emit('touchEnd');
  jest.advanceTimersByTime(DELAY);
  expect(swiper.slideNext).toHaveBeenCalledTimes(1);
});

test('no step while the page is hidden; back in view, the next after a whole delay', () => {
  const { swiper, emit } = fakeSwiper();
  setVisibility('hidden');
  emit('slideChangeTransitionEnd'); // a step that ends as the page is hidden does not start the delay
  jest.advanceTimersByTime(DELAY * 3);
  expect(swiper.slideNext).not.toHaveBeenCalled();
  setVisibility('visible');
  jest.advanceTimersByTime(DELAY);
  expect(swiper.slideNext).toHaveBeenCalledTimes(1);
});

test('a destroyed slider is not stepped, and the page being shown again does not wake it', () => {
  const { swiper, emit } = fakeSwiper();
  emit('destroy');
  setVisibility('hidden');
  setVisibility('visible');
  jest.advanceTimersByTime(DELAY * 3);
  expect(swiper.slideNext).not.toHaveBeenCalled();
});
