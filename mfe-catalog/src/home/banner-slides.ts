// What the hero banner shows: desktop images above 768px, mobile ones at or below (docs/screens.md §2, §9).
import type { SliderImage } from '@store/shared';

export type BannerMode = 'desktop' | 'mobile';
export const BANNER_MODES: BannerMode[] = ['desktop', 'mobile'];

/** The media query under which a mode's banner is shown; the same split as MOBILE_QUERY and the CSS. */
export const MODE_MEDIA: Record<BannerMode, string> = { desktop: '(min-width: 769px)', mobile: '(max-width: 768px)' };

export const BANNER_SIZE: Record<BannerMode, { width: number; height: number }> = {
  desktop: { width: 1600, height: 500 },
  mobile: { width: 768, height: 576 },
};

export type BannerLists = Partial<Record<BannerMode, SliderImage[]>>;
