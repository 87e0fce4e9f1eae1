// SOCIAL_LINKS: the store's own pages on the social networks, 'facebook=https://www.facebook.com/…'
// pairs separated by commas. Unset, the footer shows no social icons: an icon that opens a network's
// home page tells the shopper nothing about the store.

export const SOCIAL_NETWORKS = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com'],
  x: ['x.com', 'twitter.com'],
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const isNetwork = (name: string): name is SocialNetwork => Object.hasOwn(SOCIAL_NETWORKS, name);

/** The links in the order given, and a problem for each entry that is not a page of its network. */
export function parseSocialLinks(raw: string | undefined): { links: SocialLink[]; problems: string[] } {
  const links: SocialLink[] = [];
  const problems: string[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', ...rest] = entry.split('=');
    const network = name.trim().toLowerCase();
    const address = rest.join('=').trim();
    if (!isNetwork(network)) {
      problems.push(`SOCIAL_LINKS entry "${entry}" must start with one of ${Object.keys(SOCIAL_NETWORKS).join(', ')}=`);
      continue;
    }
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      problems.push(`SOCIAL_LINKS ${network} "${address}" is not a valid URL`);
      continue;
    }
    const host = url.hostname.replace(/^(www|m)\./, '');
    const own = (SOCIAL_NETWORKS[network] as readonly string[]).includes(host);
    if (url.protocol !== 'https:' || !own || url.pathname.replace(/\/+$/, '') === '') {
      problems.push(`SOCIAL_LINKS ${network} "${address}" must be the store's page on https://${SOCIAL_NETWORKS[network][0]}/…`);
      continue;
    }
    if (links.some((link) => link.network === network)) problems.push(`SOCIAL_LINKS names ${network} twice`);
    else links.push({ network, url: url.toString() });
  }
  return { links, problems };
}
