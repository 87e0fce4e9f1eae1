// The banner's code that its first view does not need, in one chunk loaded once the browser is idle
// (banner-slider.tsx): its steps, and Swiper for the shopper who reaches in.
export { BannerSteps } from './banner-steps';
export { BannerSwiper } from './banner-swiper';
