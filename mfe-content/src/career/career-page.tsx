import { PAGE_HEADS, usePageHead } from '../page-heads/page-heads';
import { useContentT } from '../i18n/messages';
import { CareerForm } from './career-form';
import { CareerIntro } from './career-intro';
import styles from './career.module.css';

export function CareerPage() {
  const t = useContentT();
  usePageHead(PAGE_HEADS.career);
  return (
    <div className="page">
      <h1 className="page-title">{t(PAGE_HEADS.career.title)}</h1>
      <div className={styles.layout}>
        <CareerIntro />
        <CareerForm />
      </div>
    </div>
  );
}
