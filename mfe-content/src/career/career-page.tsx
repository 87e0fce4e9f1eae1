import { usePageMeta } from '@store/shared';
import { CareerForm } from './career-form';
import { CareerIntro } from './career-intro';
import styles from './career.module.css';

export function CareerPage() {
  usePageMeta(
    'Career',
    'Work with Bengal Electronics: drop your resume and apply to join our showroom, service and office teams.',
  );
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
