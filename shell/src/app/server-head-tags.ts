// The canonical link and JSON-LD the edge writes into <head> (shell/server/server-render/head-tags.ts)
// describe the page it rendered. After the first navigation in the browser they would describe the
// wrong page, so they go; the pages in the browser set their own title, description and JSON-LD.
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

interface NavigatingRouter {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export function dropServerHeadTagsOnNavigation(router: NavigatingRouter, firstPath: string): void {
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === firstPath) return;
    document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((tag) => tag.remove());
    unsubscribe();
  });
}
