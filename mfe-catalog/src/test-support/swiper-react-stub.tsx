// Test stand-in for swiper/react: renders every slide in order and keeps the options readable.
import type { ReactNode } from 'react';

interface StubProps {
  children?: ReactNode;
  autoplay?: unknown;
  speed?: number;
  loop?: boolean;
  slidesPerView?: number;
  breakpoints?: unknown;
  [key: string]: unknown;
}

export function Swiper({ children, autoplay, speed, loop, slidesPerView, breakpoints }: StubProps) {
  return (
    <div
      data-testid="swiper"
      data-autoplay={JSON.stringify(autoplay ?? null)}
      data-speed={speed}
      data-loop={String(Boolean(loop))}
      data-slides-per-view={slidesPerView}
      data-breakpoints={JSON.stringify(breakpoints ?? null)}
    >
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div data-testid="swiper-slide">{children}</div>;
}
