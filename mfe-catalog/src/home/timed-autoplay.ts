// The home sliders' autoplay: the next slide every `delay` ms after the last step ended, whoever took
// it (the timer, a swipe, a pagination bullet), and none while the page is hidden (step-when-shown.ts). Swiper's own
// Autoplay module also runs a requestAnimationFrame loop for as long as it plays, to report the time
// left to a progress indicator these sliders do not have: the home page drew a frame 60 times a
// second per slider, and a phone's main thread and compositor never rested while it was open.
import type { SwiperModule } from 'swiper/types';
import { stepWhenShown } from './step-when-shown';

export function timedAutoplay(delay: number): SwiperModule {
  return ({ swiper, on }) => {
    let stop = () => {};
    const schedule = () => {
      stop();
      stop = stepWhenShown(delay, () => swiper.slideNext());
    };
    on('init', schedule);
    on('slideChangeTransitionEnd', schedule);
    // A swipe holds the slider; letting go starts the delay again, as a step does.
    on('touchStart', () => stop());
    on('touchEnd', schedule);
    on('destroy', () => stop());
  };
}
