// The home sliders' autoplay: the next slide every `delay` ms after the last step ended, whoever took
// it (the timer, a swipe, a pagination bullet), and none while the page is hidden. Swiper's own
// Autoplay module also runs a requestAnimationFrame loop for as long as it plays, to report the time
// left to a progress indicator these sliders do not have: the home page drew a frame 60 times a
// second per slider, and a phone's main thread and compositor never rested while it was open.
import type { SwiperModule } from 'swiper/types';

export function timedAutoplay(delay: number): SwiperModule {
  return ({ swiper, on }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const schedule = () => {
      stop();
      if (document.visibilityState === 'hidden') return;
      timer = setTimeout(() => swiper.slideNext(), delay);
    };
    const followVisibility = () => (document.visibilityState === 'hidden' ? stop() : schedule());

    on('init', () => {
      schedule();
      document.addEventListener('visibilitychange', followVisibility);
    });
    on('slideChangeTransitionEnd', schedule);
    // A swipe holds the slider; letting go starts the delay again, as a step does.
    on('touchStart', stop);
    on('touchEnd', schedule);
    on('destroy', () => {
      stop();
      document.removeEventListener('visibilitychange', followVisibility);
    });
  };
}
