// What the hero banner shows: desktop images above 768px, mobile ones at or below (docs/screens.md §2, §9).
import { imageUrl, type ImagePreload, type SliderImage } from '@store/shared';

export type BannerMode = 'desktop' | 'mobile';
export const BANNER_MODES: BannerMode[] = ['desktop', 'mobile'];

/** The media query under which a mode's banner is shown; the same split as MOBILE_QUERY and the CSS. */
export const MODE_MEDIA: Record<BannerMode, string> = { desktop: '(min-width: 769px)', mobile: '(max-width: 768px)' };

export const BANNER_SIZE: Record<BannerMode, { width: number; height: number }> = {
  desktop: { width: 1600, height: 500 },
  mobile: { width: 768, height: 576 },
};

export type BannerLists = Partial<Record<BannerMode, SliderImage[]>>;

/** The first banner of each mode: the page's largest paint, which the head asks for before anything else. */
export function bannerPreloads(lists: BannerLists): ImagePreload[] {
  return BANNER_MODES.flatMap((mode) => {
    const href = imageUrl(lists[mode]?.[0]?.largeImageURL);
    return href ? [{ href, media: MODE_MEDIA[mode] }] : [];
  });
}
