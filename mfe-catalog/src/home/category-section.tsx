import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import section from './home-section.module.css';
import { ProductRow } from './product-row';
import { useCatalogT } from '../i18n/messages';
import { useHomeWord } from './home-words';

export function CategorySection({ title, category }: { title: string; category: string }) {
  const t = useCatalogT();
  const word = useHomeWord();
  const id = `home-${category.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className={section.section} aria-labelledby={id}>
      <div className={section.header}>
        <h2 id={id} className={section.title}>
          {word(title)}
        </h2>
        <Link className={section.viewAll} to={categoryPath(category)} aria-label={t('home.viewAllLabel', { title: word(title) })}>
          {t('home.viewAll')}
        </Link>
      </div>
      <ProductRow category={title} label={word(title)} />
    </section>
  );
}
