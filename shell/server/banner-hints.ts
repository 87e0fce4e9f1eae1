// The home page's largest paint is its first banner, whose address the page learns only after its
// scripts have run and asked the api. The edge asks the api itself and tells the browser to fetch
// that image at once: the mobile banner on screens up to 768px, the desktop one above (the same
// split as the slider). The answer is kept for a minute and refreshed behind the page; when the api
// is slow or down, the page simply goes without the hint.
import { imageUrl } from '@store/shared/image-url';

interface BannerHintOptions {
  apiUrl: string;
  /** How long one answer of the api is used. */
  ttlMs?: number;
  /** How long a page waits for the api the first time, before any answer is known. */
  timeoutMs?: number;
}

const DESKTOP_MEDIA = '(min-width: 769px)';
const MOBILE_MEDIA = '(max-width: 768px)';
const SAFE_URL = /^[\w\-./%]+$/;

function firstImage(slides: unknown): string | null {
  if (!Array.isArray(slides)) return null;
  const path = (slides[0] as { largeImageURL?: unknown } | undefined)?.largeImageURL;
  const url = typeof path === 'string' ? imageUrl(path) : '';
  return url && SAFE_URL.test(url) ? url : null;
}

/** slider-fetch answers the list; slider-fetch-mobile wraps it as a JSON string in `body`. */
function mobileSlides(answer: unknown): unknown {
  const body = (answer as { body?: unknown } | null)?.body;
  try {
    return typeof body === 'string' ? JSON.parse(body) : body;
  } catch {
    return null;
  }
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

function link(href: string | null, media: string): string {
  return href ? `<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high">` : '';
}

/** Returns the hints for a page: the banner preloads for the home page, nothing for others. */
export function createBannerHints({ apiUrl, ttlMs = 60_000, timeoutMs = 300 }: BannerHintOptions) {
  const answer: { known: { at: number; links: string } | null } = { known: null };
  let refreshing: Promise<void> | null = null;

  const refresh = () =>
    (refreshing ??= (async () => {
      const [desktop, mobile] = await Promise.all([
        getJson(`${apiUrl}/api/slider-fetch`, 5_000),
        getJson(`${apiUrl}/api/slider-fetch-mobile`, 5_000),
      ]);
      answer.known = {
        at: Date.now(),
        links: link(firstImage(desktop), DESKTOP_MEDIA) + link(firstImage(mobileSlides(mobile)), MOBILE_MEDIA),
      };
    })().finally(() => {
      refreshing = null;
    }));

  return async function bannerHints(pathname: string): Promise<string> {
    if (pathname !== '/') return '';
    const { known } = answer;
    if (!known) {
      // The first home page waits a moment for the api; later ones never wait.
      await Promise.race([refresh(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
      return answer.known?.links ?? '';
    }
    if (Date.now() - known.at > ttlMs) void refresh();
    return known.links;
  };
}
