// Swiper and its styles: about 31 KB gzipped, the largest part of the home page. Loaded on its own
// (use-swiper-kit.ts) so the sliders' first view paints without waiting for it.
import 'swiper/css';
import 'swiper/css/pagination';

export { Autoplay, Pagination } from 'swiper/modules';
export { Swiper, SwiperSlide } from 'swiper/react';
