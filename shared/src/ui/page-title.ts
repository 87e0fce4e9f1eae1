import { useEffect } from 'react';

const STORE_NAME = 'Bengal Electronics';

/** The document title of a page (also what the edge writes into a server-rendered page's head). */
export function pageTitle(title: string): string {
  return title ? `${title} | ${STORE_NAME}` : STORE_NAME;
}

/** Sets the document title and meta description while a page is shown. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
