// Test stand-in for swiper/react: renders every slide in order and keeps the options readable; the
// handle it gives onSwiper counts the steps taken through it (data-steps).
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface StubProps {
  children?: ReactNode;
  autoplay?: unknown;
  speed?: number;
  loop?: boolean;
  slidesPerView?: number;
  breakpoints?: unknown;
  onSwiper?: (swiper: { slideNext: () => void }) => void;
  [key: string]: unknown;
}

export function Swiper({ children, autoplay, speed, loop, slidesPerView, breakpoints, onSwiper }: StubProps) {
  const [steps, setSteps] = useState(0);
  // As Swiper, onSwiper is called once, when the slider is set up.
  const onSetUp = useRef(onSwiper);
  useEffect(() => {
    onSetUp.current?.({ slideNext: () => setSteps((taken) => taken + 1) });
  }, []);
  return (
    <div
      data-testid="swiper"
      data-steps={steps}
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
