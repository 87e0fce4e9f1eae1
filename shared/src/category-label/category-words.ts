// The header's categories in the page's language; a category without words here (one the catalogue
// adds later) reads as categoryLabel writes it.
import { useCallback } from 'react';
import type { HEADER_CATEGORIES } from '../constants/constants';
import { useSharedT } from '../i18n/messages';
import { categoryLabel } from './category-label';

type HeaderCategory = (typeof HEADER_CATEGORIES)[number];

const CATEGORY_WORDS = {
  'mobile & tab': 'category.mobileTab',
  'mobile accessories': 'category.mobileAccessories',
  'computer & laptop': 'category.computerLaptop',
  'computer & laptop accessories': 'category.computerLaptopAccessories',
  'tv & home entertainment': 'category.tvHomeEntertainment',
  'kitchen appliances': 'category.kitchenAppliances',
  'home appliances': 'category.homeAppliances',
  refrigerators: 'category.refrigerators',
  audio: 'category.audio',
  camera: 'category.camera',
} as const satisfies Record<HeaderCategory, string>;

function isHeaderCategory(value: string): value is HeaderCategory {
  return Object.hasOwn(CATEGORY_WORDS, value);
}

/** A category value as the shopper reads it in the page's language. */
export function useCategoryLabel(): (value: string) => string {
  const t = useSharedT();
  return useCallback(
    (value: string) => {
      const key = value.trim().toLowerCase();
      return isHeaderCategory(key) ? t(CATEGORY_WORDS[key]) : categoryLabel(value);
    },
    [t],
  );
}
