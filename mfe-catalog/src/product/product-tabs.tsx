// Description (only when there is one), Specification and Review, as Radix tabs.
import * as Tabs from '@radix-ui/react-tabs';
import { Spinner, useEarlyInput, type Product } from '@store/shared';
import { modelOf } from '../common/links';
import { useLoad } from '../common/use-load';
import { fetchSpecification, type ReviewSummary } from './api';
import { descriptionParagraphs } from './short-description';
import { Reviews } from './reviews';
import styles from './product-page.module.css';
import { useCatalogT } from '../i18n/messages';
import { useSpecLabel } from './spec-labels';

function Specification({ model }: { model: string }) {
  const t = useCatalogT();
  const specLabel = useSpecLabel();
  const spec = useLoad(model, (signal) => fetchSpecification(model, signal));
  if (spec.status === 'loading') return <Spinner label={t('product.loadingSpecification')} />;
  const rows = spec.status === 'done' ? Object.entries(spec.data) : [];
  if (rows.length === 0) return <p className="muted">{t('product.noSpecification')}</p>;
  return (
    <table className={`table ${styles.specTable}`}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{specLabel(label)}</th>
            <td translate="no">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ProductTabsProps {
  product: Product;
  reviews: ReviewSummary | null;
  onReviewSubmitted: () => void;
}

export function ProductTabs({ product, reviews, onReviewSubmitted }: ProductTabsProps) {
  const t = useCatalogT();
  const early = useEarlyInput();
  const model = modelOf(product);
  const description = descriptionParagraphs(product.Description);
  const hasDescription = description.length > 0;
  return (
    <Tabs.Root className={styles.tabs} defaultValue={hasDescription ? 'description' : 'specification'}>
      <Tabs.List className={styles.tabList} aria-label={t('product.information')}>
        {hasDescription && (
          <Tabs.Trigger {...early} className={styles.tab} value="description">
            {t('product.description')}
          </Tabs.Trigger>
        )}
        <Tabs.Trigger {...early} className={styles.tab} value="specification">
          {t('product.specification')}
        </Tabs.Trigger>
        <Tabs.Trigger {...early} className={styles.tab} value="review">
          {t('product.review')}
        </Tabs.Trigger>
      </Tabs.List>
      {hasDescription && (
        <Tabs.Content className={styles.tabPanel} value="description">
          {description.map((paragraph, index) => (
            <p key={index} translate="no">
              {paragraph}
            </p>
          ))}
        </Tabs.Content>
      )}
      <Tabs.Content className={styles.tabPanel} value="specification">
        <Specification model={model} />
      </Tabs.Content>
      <Tabs.Content className={styles.tabPanel} value="review">
        <Reviews model={model} summary={reviews} onSubmitted={onReviewSubmitted} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
