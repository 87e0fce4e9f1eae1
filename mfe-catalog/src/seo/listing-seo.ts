// What a category or brand listing says about itself: title, description, canonical address and
// breadcrumbs (a sub-category under its parents, from the category menu's tree).
import { categoryLabel, categoryLabelIn, translate, type Language } from '@store/shared';
import { catalogMessages } from '../i18n/messages';
import { brandLabel } from '../listing/brand-label';
import { CATEGORY_TREE, type CategoryNode } from '../listing/category-tree-data';
import { breadcrumbJsonLd, HOME_CRUMB, type Crumb } from './breadcrumbs';
import { canonicalBrandPath, canonicalCategoryPath } from './canonical-paths';
import type { PageSeo } from './product-seo';

/** The labels from a top category down to `category` in the menu's tree, or [] when it is not there. */
function treePath(nodes: CategoryNode[], category: string): string[] {
  for (const node of nodes) {
    if (node.label.toLowerCase() === category) return [node.label];
    const below = treePath(node.children ?? [], category);
    if (below.length > 0) return [node.label, ...below];
  }
  return [];
}

export function categoryDescription(category: string, language: Language = 'en'): string {
  return translate(catalogMessages, language, 'listing.categoryDescription', { category });
}

export function brandDescription(brand: string, language: Language = 'en'): string {
  return translate(catalogMessages, language, 'listing.brandDescription', { brand });
}

/** In `language`, its catalogues loaded (headLanguage); the canonical address and breadcrumbs stay English. */
export function categorySeo(category: string, origin: string, language: Language = 'en'): PageSeo {
  const labels = treePath(CATEGORY_TREE, category.trim().toLowerCase());
  const trail = labels.length > 0 ? labels : [category];
  const breadcrumbs: Crumb[] = [HOME_CRUMB, ...trail.map((name) => ({ name, path: canonicalCategoryPath(name) }))];
  const name = language === 'en' ? categoryLabel(category) : categoryLabelIn(language, category);
  return {
    title: name,
    description: categoryDescription(name, language),
    canonical: `${origin}${canonicalCategoryPath(category)}`,
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(origin, breadcrumbs)],
  };
}

/** `brand` as the catalogue spells it when known (a product's Brands), else the route value. */
export function brandSeo(brand: string, origin: string, language: Language = 'en'): PageSeo {
  const name = brandLabel(brand);
  const breadcrumbs: Crumb[] = [HOME_CRUMB, { name, path: canonicalBrandPath(brand) }];
  return {
    title: name,
    description: brandDescription(name, language),
    canonical: `${origin}${canonicalBrandPath(brand)}`,
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(origin, breadcrumbs)],
  };
}
