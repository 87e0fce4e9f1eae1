// True once the element comes within `margin` of the screen, so sections far down the home page
// fetch their products only when the shopper scrolls towards them.
import { useEffect, useRef, useState } from 'react';

export function useNearViewport<E extends Element>(margin = '600px'): [React.RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  // False on the server and in the first render in the browser alike, so the two match (hydration).
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
