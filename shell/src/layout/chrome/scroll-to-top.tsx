import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * docs/screens.md §2: the page scrolls to top on every route change. Not on the first view's mount:
 * that is no change, and a shopper who scrolled before the scripts ran would be thrown back to the
 * top, a tap in flight landing on whatever is there then.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
