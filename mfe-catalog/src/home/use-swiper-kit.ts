import { useEffect, useState } from 'react';

export type SwiperKit = typeof import('./swiper-kit');

let loadedKit: SwiperKit | null = null;
let pendingKit: Promise<SwiperKit> | null = null;

function loadSwiperKit(): Promise<SwiperKit> {
  pendingKit ??= import('./swiper-kit').then(
    (kit) => (loadedKit = kit),
    (error: unknown) => {
      pendingKit = null; // a later visit may try again
      throw error;
    },
  );
  return pendingKit;
}

/**
 * Swiper once it has arrived, null until then (the caller shows the slider's first view as plain
 * markup). Loading starts after the first render, so Swiper never holds back the first paint; if it
 * cannot load, the first view simply stays.
 */
export function useSwiperKit(): SwiperKit | null {
  const [kit, setKit] = useState(loadedKit);
  useEffect(() => {
    if (kit) return;
    let mounted = true;
    loadSwiperKit().then(
      (loaded) => mounted && setKit(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [kit]);
  return kit;
}
