import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True on the server and while React hydrates the server's HTML (it reads the server snapshot then);
 * false in every render in the browser after that, and in a page rendered in the browser alone.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
}
