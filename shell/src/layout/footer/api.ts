import { callApi } from '@store/shared';

export interface SocialLink {
  network: string;
  url: string;
}

/** The store's social pages (GET social-links, api/CALLS.md); none when the api names none or cannot answer. */
export async function fetchSocialLinks(signal: AbortSignal): Promise<SocialLink[]> {
  try {
    const answer = await callApi<{ links?: unknown }>('social-links', { method: 'GET', signal });
    if (!Array.isArray(answer.links)) return [];
    return answer.links.filter((link: unknown): link is SocialLink => {
      const { network, url } = (link ?? {}) as Partial<Record<keyof SocialLink, unknown>>;
      return typeof network === 'string' && typeof url === 'string';
    });
  } catch {
    // An icon without the store's page behind it is worse than none: the footer goes without.
    return [];
  }
}
