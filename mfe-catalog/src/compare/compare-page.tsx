// /compare (docs/screens.md §2 Compare): a tab per category of the compared items, each a table of
// image, price, description, SKU, availability, weight, dimensions, brand, rating and delete.
import * as Tabs from '@radix-ui/react-tabs';
import { compareStore, useCategoryLabel, usePageMeta, usePersisted, type CompareItem } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogT } from '../i18n/messages';
import { CompareTable } from './compare-table';
import styles from './compare-page.module.css';

const OTHER = 'Other';
const categoryOf = (item: CompareItem) => item.catagory?.trim() || OTHER;

export function compareCategories(items: CompareItem[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    const category = categoryOf(item);
    if (!seen.has(category.toLowerCase())) seen.set(category.toLowerCase(), category);
  }
  return [...seen.values()];
}

export function ComparePage() {
  const t = useCatalogT();
  const categoryName = useCategoryLabel();
  usePageMeta(t('compare.title'));
  const items = usePersisted(compareStore);
  const categories = compareCategories(items);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = categories.find((c) => c === chosen) ?? categories[0] ?? '';

  return (
    <div className="page">
      <h1 className="page-title">{t('compare.title')}</h1>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('compare.empty')}</p>
          <Link className="btn btn-primary" to="/">
            {t('wishlist.continueShopping')}
          </Link>
        </div>
      ) : (
        <Tabs.Root value={active} onValueChange={setChosen}>
          <Tabs.List className={styles.tabList} aria-label={t('listing.categories')}>
            {categories.map((category) => (
              <Tabs.Trigger key={category} value={category} className={styles.tab}>
                {category === OTHER ? t('compare.other') : categoryName(category)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categories.map((category) => (
            <Tabs.Content key={category} value={category} className={styles.panel}>
              <CompareTable items={items.filter((item) => categoryOf(item).toLowerCase() === category.toLowerCase())} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}
