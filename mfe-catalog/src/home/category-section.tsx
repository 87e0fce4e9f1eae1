import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import section from './home-section.module.css';
import { ProductRow } from './product-row';

export function CategorySection({ title, category }: { title: string; category: string }) {
  const id = `home-${category.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className={section.section} aria-labelledby={id}>
      <div className={section.header}>
        <h2 id={id} className={section.title}>
          {title}
        </h2>
        <Link className={section.viewAll} to={categoryPath(category)} aria-label={`View All ${title}`}>
          View All
        </Link>
      </div>
      <ProductRow category={title} label={title} />
    </section>
  );
}
