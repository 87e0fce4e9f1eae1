import { useEffect, useState } from 'react';
import { fetchSocialLinks, type SocialLink } from './api';

/** The store's social pages, asked for once the footer is on the page; empty until (and unless) the api names some. */
export function useSocialLinks(): SocialLink[] {
  const [links, setLinks] = useState<SocialLink[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void fetchSocialLinks(controller.signal).then((found) => {
      if (!controller.signal.aborted) setLinks(found);
    });
    return () => controller.abort();
  }, []);
  return links;
}
