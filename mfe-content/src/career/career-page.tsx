import { PAGE_HEADS } from '../page-heads/page-heads';
import { usePageMeta } from '@store/shared';
import { CareerForm } from './career-form';
import { CareerIntro } from './career-intro';
import styles from './career.module.css';

export function CareerPage() {
  usePageMeta(PAGE_HEADS.career.title, PAGE_HEADS.career.description);
  return (
    <div className="page">
      <h1 className="page-title">Career</h1>
      <div className={styles.layout}>
        <CareerIntro />
        <CareerForm />
      </div>
    </div>
  );
}
