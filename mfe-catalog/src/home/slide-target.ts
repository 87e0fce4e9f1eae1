import type { SliderImage } from '@store/shared';
import { categoryPath, productPath, searchPath } from '../common/links';

/** docs/screens.md §2: Categories → /category, Model → /product, anything else → /search. */
export function slideTarget(slide: SliderImage): string {
  if (slide.field === 'Categories') return categoryPath(slide.value);
  if (slide.field === 'Model') return productPath(slide.value);
  return searchPath(String(slide.value ?? ''));
}
