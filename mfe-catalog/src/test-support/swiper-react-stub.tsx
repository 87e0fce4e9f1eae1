// Test stand-in for swiper/react: renders every slide in order and keeps the options readable; the
// handle it gives onSwiper and the modules counts the steps taken through it (data-steps). The
// modules that are functions (the store's own, not the stand-ins of swiper/modules) are set up on
// it as Swiper would, with its init and destroy events.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { swiperEvents } from './swiper-events';

interface StubHandle {
  slideNext: () => void;
}

type StubModule = (context: { swiper: StubHandle; on: (event: string, handler: () => void) => void }) => void;

interface StubProps {
  children?: ReactNode;
  modules?: unknown[];
  speed?: number;
  loop?: boolean;
  slidesPerView?: number;
  initialSlide?: number;
  breakpoints?: unknown;
  onSwiper?: (swiper: StubHandle) => void;
  [key: string]: unknown;
}

export function Swiper({ children, modules, speed, loop, slidesPerView, initialSlide, breakpoints, onSwiper }: StubProps) {
  const [steps, setSteps] = useState(0);
  // As Swiper, the modules and onSwiper are taken once, when the slider is set up.
  const setUp = useRef({ modules, onSwiper });
  useEffect(() => {
    const handle: StubHandle = { slideNext: () => setSteps((taken) => taken + 1) };
    const { on, emit } = swiperEvents();
    for (const module of setUp.current.modules ?? []) {
      if (typeof module === 'function') (module as StubModule)({ swiper: handle, on });
    }
    setUp.current.onSwiper?.(handle);
    emit('init');
    return () => emit('destroy');
  }, []);
  return (
    <div
      data-testid="swiper"
      data-steps={steps}
      data-speed={speed}
      data-loop={String(Boolean(loop))}
      data-slides-per-view={slidesPerView}
      data-initial-slide={initialSlide}
      data-breakpoints={JSON.stringify(breakpoints ?? null)}
    >
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div data-testid="swiper-slide">{children}</div>;
}
